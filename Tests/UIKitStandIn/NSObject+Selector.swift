public import Foundation

/// The Objective-C runtime calls that target/action and key-value coding need, which corelibs
/// Foundation lacks.
///
/// As Apple's, on `NSObjectProtocol` and `NSObject`, they are not isolated to an actor:
/// `perform(_:with:)` runs the method on the calling thread, during the call (see `Selector` for
/// a main-actor method).
extension NSObject {
  /// Whether the object has the method `aSelector` names: the selector was made from a method of
  /// this object's class or a superclass, or it names a getter the object reads through
  /// key-value coding (`value(forKey:)`).
  public func responds(to aSelector: Selector!) -> Bool {
    guard let aSelector else { return false }
    if let keyed = self as? any KeyValueCodingStandIn,
      keyed.standInValue(forKey: aSelector.description) != nil
    {
      return true
    }
    guard let accepts = aSelector.accepts else { return false }
    return accepts(self)
  }

  /// Calls the method `aSelector` names on the object, passing `object` as its argument.
  ///
  /// Where Objective-C would raise "unrecognized selector sent to instance", the stand-in does
  /// nothing; check `responds(to:)` first, as careful UIKit code does.
  /// - Returns: `nil`: action methods return nothing.
  @discardableResult
  public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
    _ = aSelector?.invoker?(self, object)
    return nil
  }

  /// The value of the property named `key`, read through key-value coding (Foundation's
  /// `NSKeyValueCoding`).
  ///
  /// Only the stand-in classes that say so answer, for the keys they name; for any other key
  /// Objective-C raises `NSUnknownKeyException`, which the stand-in reports as a failure of the
  /// running test (see `ProgrammerError`), returning `nil`.
  public func value(forKey key: String) -> Any? {
    if let value = (self as? any KeyValueCodingStandIn)?.standInValue(forKey: key) {
      return value
    }
    ProgrammerError.raise(
      "[\(ProgrammerError.name(self)) valueForUndefinedKey:]: this class is not key value "
        + "coding-compliant for the key \(key).", exception: "NSUnknownKeyException")
    return nil
  }
}

/// A stand-in class that answers `value(forKey:)` and `responds(to:)` for some keys, as the
/// Objective-C object it stands in for does.
protocol KeyValueCodingStandIn: AnyObject {
  /// The value for `key`, which may be `nil`; or `nil` (no value at all) for a key the object
  /// does not have.
  nonisolated func standInValue(forKey key: String) -> Any??
}

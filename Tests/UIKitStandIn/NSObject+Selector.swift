public import Foundation

/// The two Objective-C runtime calls that target/action needs, which corelibs Foundation lacks.
///
/// As Apple's, on `NSObjectProtocol`, they are not isolated to an actor: `perform(_:with:)` runs
/// the method on the calling thread, during the call (see `Selector` for a main-actor method).
extension NSObject {
  /// Whether the object has the method `aSelector` names: the selector was made from a method of
  /// this object's class or a superclass.
  public func responds(to aSelector: Selector!) -> Bool {
    guard let aSelector, let accepts = aSelector.accepts else { return false }
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
}

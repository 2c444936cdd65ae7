import Foundation

/// The stand-in for the Objective-C runtime's `Selector`, which Linux lacks: the name of an action
/// method, and here also the method itself.
///
/// On Apple platforms an action is written `#selector(didPan(_:))` on an `@objc` method, and the
/// runtime finds the method by name. Linux has neither `#selector`, `@objc` nor a runtime to look
/// a name up in, so the stand-in's selector carries the method it names:
///
/// ```swift
/// // UIKit:     UIPanGestureRecognizer(target: self, action: #selector(didPan(_:)))
/// // Stand-in:  UIPanGestureRecognizer(target: self, action: Selector("didPan:", Self.didPan))
/// ```
///
/// Selectors are equal when their names are, as in Objective-C. `NSObject.perform(_:with:)` and
/// `responds(to:)` (stand-in extensions) call the method when the target has the type it belongs
/// to; a selector made from a name alone names a method that no object responds to.
public struct Selector: Hashable, CustomStringConvertible {
  /// Calls the method on a target with an argument; `false` if either has the wrong type.
  typealias Invoker = @MainActor (AnyObject, Any?) -> Bool

  private let name: String
  let invoker: Invoker?
  /// Whether `invoker` accepts the target: the method's class, checked by `responds(to:)`.
  let accepts: (@MainActor (AnyObject) -> Bool)?

  /// A selector with this name and no method; UIKit's `Selector("didPan:")`.
  public init(_ str: String) {
    name = str
    invoker = nil
    accepts = nil
  }

  /// The stand-in's `#selector`: `Selector("didPan:", Self.didPan)` names a method that takes the
  /// sender.
  /// - Parameters:
  ///   - name: The Objective-C name, with a colon for the argument: `"didPan:"`.
  ///   - method: The method, unapplied: `Self.didPan`.
  public init<Target: AnyObject, Sender>(
    _ name: String, _ method: @escaping @MainActor (Target) -> (Sender) -> Void
  ) {
    self.name = name
    invoker = { target, sender in
      guard let target = target as? Target, let sender = sender as? Sender else { return false }
      method(target)(sender)
      return true
    }
    accepts = { $0 is Target }
  }

  /// The stand-in's `#selector` for a method without arguments: `Selector("refresh", Self.refresh)`.
  /// - Parameters:
  ///   - name: The Objective-C name, without a colon: `"refresh"`.
  ///   - method: The method, unapplied: `Self.refresh`.
  public init<Target: AnyObject>(
    _ name: String, _ method: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.name = name
    invoker = { target, _ in
      guard let target = target as? Target else { return false }
      method(target)()
      return true
    }
    accepts = { $0 is Target }
  }

  /// The selector's name, `didPan:`.
  public var description: String {
    name
  }

  public static func == (lhs: Selector, rhs: Selector) -> Bool {
    lhs.name == rhs.name
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
  }
}

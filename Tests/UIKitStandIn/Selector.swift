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
/// // Stand-in:  UIPanGestureRecognizer(target: self, action: Selector(standIn: "didPan:", Self.didPan))
/// ```
///
/// The four `init(standIn:_:)` initializers are the stand-in's own test shim, not UIKit's: their
/// `standIn:` label says so at every call site. Against Apple's UIKit the test suite declares them
/// again over the Objective-C runtime (`Tests/BriskUIKitTests/Support/StandInAdditions.swift`), and
/// no Brisk source may use them (`.ci/check-uikit-api`).
///
/// Selectors are equal when their names are, as in Objective-C. `NSObject.perform(_:with:)` and
/// `responds(to:)` (stand-in extensions) call the method when the target has the type it belongs
/// to; a selector made from a name alone names a method that no object responds to.
///
/// Like the runtime, the stand-in calls the method on the calling thread, from any isolation. A
/// main-actor method called from elsewhere stops the program, as Swift 6 checks the isolation of
/// a main-actor `@objc` method when Objective-C calls it (SE-0423); a method that is not isolated
/// runs where it is called.
public struct Selector: Hashable, CustomStringConvertible {
  /// Calls the method on a target with an argument; `false` if either has the wrong type.
  typealias Invoker = (AnyObject, Any?) -> Bool

  private let name: String
  let invoker: Invoker?
  /// Whether `invoker` accepts the target: the method's class, checked by `responds(to:)`.
  let accepts: ((AnyObject) -> Bool)?

  /// A selector with this name and no method; UIKit's `Selector("didPan:")`.
  public init(_ str: String) {
    name = str
    invoker = nil
    accepts = nil
  }

  /// The stand-in's `#selector`: `Selector(standIn: "didPan:", Self.didPan)` names a main-actor method
  /// that takes the sender.
  /// - Parameters:
  ///   - name: The Objective-C name, with a colon for the argument: `"didPan:"`.
  ///   - method: The method, unapplied: `Self.didPan`.
  public init<Target: AnyObject, Sender>(
    standIn name: String, _ method: @escaping @MainActor (Target) -> (Sender) -> Void
  ) {
    self.init(name, Target.self) { target, argument in
      guard let argument = argument as? Sender else { return false }
      // The check below makes the main actor's the caller's: target and sender are not sent.
      nonisolated(unsafe) let (target, sender) = (target, argument)
      MainActor.assumeIsolated { method(target)(sender) }
      return true
    }
  }

  /// The stand-in's `#selector` for a main-actor method without arguments:
  /// `Selector(standIn: "refresh", Self.refresh)`.
  /// - Parameters:
  ///   - name: The Objective-C name, without a colon: `"refresh"`.
  ///   - method: The method, unapplied: `Self.refresh`.
  public init<Target: AnyObject>(
    standIn name: String, _ method: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.init(name, Target.self) { target, _ in
      nonisolated(unsafe) let target = target
      MainActor.assumeIsolated { method(target)() }
      return true
    }
  }

  /// The stand-in's `#selector` for a method that is not isolated and takes the sender.
  /// - Parameters:
  ///   - name: The Objective-C name, with a colon for the argument: `"tick:"`.
  ///   - method: The method, unapplied: `Self.tick`.
  public init<Target: AnyObject, Sender>(
    standIn name: String, _ method: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init(name, Target.self) { target, sender in
      guard let sender = sender as? Sender else { return false }
      method(target)(sender)
      return true
    }
  }

  /// The stand-in's `#selector` for a method that is not isolated and takes no argument.
  /// - Parameters:
  ///   - name: The Objective-C name, without a colon: `"tick"`.
  ///   - method: The method, unapplied: `Self.tick`.
  public init<Target: AnyObject>(standIn name: String, _ method: @escaping (Target) -> () -> Void) {
    self.init(name, Target.self) { target, _ in
      method(target)()
      return true
    }
  }

  /// A selector whose method belongs to `Target`; `call` runs it on a target of that class.
  private init<Target: AnyObject>(
    _ name: String, _: Target.Type, _ call: @escaping (Target, Any?) -> Bool
  ) {
    self.name = name
    invoker = { target, sender in
      guard let target = target as? Target else { return false }
      return call(target, sender)
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

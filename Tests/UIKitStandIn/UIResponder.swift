public import Foundation

/// The stand-in for UIKit's `UIResponder`: the common superclass of views and view controllers,
/// and the first responder, which receives typed text.
///
/// One responder at a time is first responder. UIKit keeps one per window; the stand-in keeps one
/// in all, which is the same while a test shows one window. A responder becomes first responder
/// only if `canBecomeFirstResponder` (`false` here, `true` for a text field) and, for a view, only
/// while it is in a window (UIResponder.h: "Never call this method on a view that is not part of
/// an active view hierarchy"; the stand-in returns `false` there, the stricter choice).
///
/// `next` links responders into the chain that actions without a target travel
/// (`UIApplication.sendAction(_:to:from:for:)`), as the `next` documentation says: a view's is
/// its controller when it is a controller's root view, else its superview; a controller's is
/// the controller that presented it, else its view's superview (the window, for a window's
/// root); a window's is the app; the app's is its delegate, which the stand-in does not model.
@available(iOS 2.0, *)
@MainActor
open class UIResponder: NSObject {
  private static weak var firstResponder: UIResponder?

  /// The first responder, where an action without a target starts.
  static var current: UIResponder? {
    firstResponder
  }

  /// The next responder in the chain; `nil` here, overridden by views, controllers and windows.
  open var next: UIResponder? {
    nil
  }

  /// Whether this responder can become first responder; `false` unless a subclass says so.
  open var canBecomeFirstResponder: Bool {
    false
  }

  /// Whether this responder is first responder.
  open var isFirstResponder: Bool {
    UIResponder.firstResponder === self
  }

  /// Makes this responder first responder, if it can; the previous one resigns first.
  /// - Returns: Whether it is first responder now.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder else { return false }
    if let view = self as? UIView, view.window == nil { return false }
    if let current = UIResponder.firstResponder, !current.resignFirstResponder() { return false }
    UIResponder.firstResponder = self
    return true
  }

  /// Whether this responder can give up first-responder status; `true` unless a subclass says so.
  open var canResignFirstResponder: Bool {
    true
  }

  /// Gives up first-responder status.
  /// - Returns: Whether it did (`true` if it was not first responder).
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard canResignFirstResponder else { return false }
    UIResponder.firstResponder = nil
    return true
  }
}

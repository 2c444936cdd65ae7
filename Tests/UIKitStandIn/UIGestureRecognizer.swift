public import Foundation

/// The stand-in for UIKit's `UIGestureRecognizer`: attached to a view, with targets and actions,
/// a state and a location.
///
/// The stand-in has no touches, so a recognizer never recognizes anything by itself: its state
/// stays `.possible`, its location is `.zero`, and it keeps no targets, because it never sends
/// an action. A test drives one through a subclass that records its targets and injects its
/// state, as BriskUIKit's testable recognizers do. As with a plain `import UIKit`, `state` is
/// read-only here; a subclass may override it as read-write.
@available(iOS 3.2, *)
@MainActor
open class UIGestureRecognizer: NSObject {
  /// The view the recognizer is attached to, set by `addGestureRecognizer(_:)`.
  weak var attachedView: UIView?

  /// Creates a recognizer that sends `action` to `target` when it recognizes its gesture.
  public init(target: Any?, action: Selector?) {
    super.init()
  }

  /// Creates a recognizer with no target.
  public override convenience init() {
    self.init(target: nil, action: nil)
  }

  /// Creates a recognizer from an archive; the stand-in decodes nothing.
  public convenience init?(coder: NSCoder) {
    self.init(target: nil, action: nil)
  }

  /// Adds a target and action to send when the gesture is recognized.
  open func addTarget(_ target: Any, action: Selector) {}

  /// Removes a target and action; `nil` matches every target or every action.
  open func removeTarget(_ target: Any?, action: Selector?) {}

  /// Where the recognizer is in recognizing its gesture.
  open var state: UIGestureRecognizer.State {
    .possible
  }

  /// Whether the recognizer recognizes gestures. UIKit cancels the gesture a recognizer is
  /// recognizing when this becomes `false` (UIGestureRecognizer.h); the stand-in's recognizer
  /// never recognizes, so there is nothing to cancel. A subclass that reports a state cancels it
  /// itself, as BriskUIKit's testable recognizers do.
  open var isEnabled = true

  /// Whether the touches of a recognized gesture are cancelled for the view.
  open var cancelsTouchesInView = true

  /// The view the recognizer is attached to.
  open var view: UIView? {
    attachedView
  }

  /// Where the gesture is, in `view`'s coordinates; `.zero` in the stand-in, which has no touches.
  open func location(in view: UIView?) -> CGPoint {
    .zero
  }
}

public import Foundation

/// The stand-in for UIKit's `UIPinchGestureRecognizer`: a continuous two-finger pinch.
@available(iOS 3.2, *)
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The scale of the pinch, relative to where it began; 1 at first.
  open var scale: CGFloat = 1

  /// How fast the scale changes, per second; 0 in the stand-in, which has no touches.
  open var velocity: CGFloat {
    0
  }
}

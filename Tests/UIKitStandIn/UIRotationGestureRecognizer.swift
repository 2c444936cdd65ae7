public import Foundation

/// The stand-in for UIKit's `UIRotationGestureRecognizer`: a continuous two-finger rotation.
@available(iOS 3.2, *)
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// The rotation since the gesture began, in radians; 0 at first.
  open var rotation: CGFloat = 0

  /// How fast the rotation changes, in radians per second; 0 in the stand-in.
  open var velocity: CGFloat {
    0
  }
}

// UIPinchGestureRecognizer.h: API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(tvos). The attribute is
// ignored on Linux, so a simulated tvOS build (BRISK_UIKIT_STANDIN=tvOS) removes the class.
#if !BRISK_STANDIN_TVOS
  public import Foundation

  /// The stand-in for UIKit's `UIPinchGestureRecognizer`: a continuous two-finger pinch.
  @available(iOS 3.2, *)
  @available(tvOS, unavailable)
  @MainActor
  open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale of the pinch, relative to where it began; 1 at first.
    open var scale: CGFloat = 1

    /// How fast the scale changes, per second; 0 in the stand-in, which has no touches.
    open var velocity: CGFloat {
      0
    }
  }
#endif

// UIRotationGestureRecognizer.h: API_UNAVAILABLE(tvos, watchos). The attribute is ignored on
// Linux, so a simulated tvOS build (BRISK_UIKIT_STANDIN=tvOS) removes the class.
#if !BRISK_STANDIN_TVOS
  public import Foundation

  /// The stand-in for UIKit's `UIRotationGestureRecognizer`: a continuous two-finger rotation.
  @available(iOS 3.2, *)
  @available(tvOS, unavailable)
  @MainActor
  open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation since the gesture began, in radians; 0 at first.
    open var rotation: CGFloat = 0

    /// How fast the rotation changes, in radians per second; 0 in the stand-in.
    open var velocity: CGFloat {
      0
    }
  }
#endif

// UIScreen.h: API_UNAVAILABLE(visionos, watchos). The attribute is ignored on Linux, so a
// simulated visionOS build (BRISK_UIKIT_STANDIN=visionOS) removes the class.
#if !BRISK_STANDIN_VISIONOS
  public import Foundation

  /// The stand-in for UIKit's `UIScreen`: one screen, the size of a 6.1-inch iPhone.
  @available(iOS 2.0, *)
  @available(visionOS, unavailable)
  @MainActor
  open class UIScreen: NSObject {
    private static let shared = UIScreen()

    /// The device's screen.
    @available(
      iOS, introduced: 2.0, deprecated: 100000,
      message:
        "Use a UIScreen instance found through context instead: i.e, view.window.windowScene.screen"
    )
    @available(
      visionOS, introduced: 1.0, deprecated: 100000,
      message:
        "Use a UIScreen instance found through context instead: i.e, view.window.windowScene.screen"
    )
    open class var main: UIScreen {
      shared
    }

    /// The screen's rectangle, in points.
    open var bounds: CGRect {
      CGRect(x: 0, y: 0, width: 393, height: 852)
    }
  }
#endif

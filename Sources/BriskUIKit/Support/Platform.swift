// Internal facts about the platforms BriskUIKit runs on, where they differ: how a child's size
// class is overridden, and how big a new window is. Public API lives beside its feature.
// `.ci/check-platforms` builds BriskUIKit as tvOS and visionOS see it.
#if canImport(UIKit)
  import UIKit

  extension UIViewController {
    /// Overrides `child`'s horizontal size class: through the child's `traitOverrides` where they
    /// exist (iOS and tvOS 17, every visionOS), else with `setOverrideTraitCollection(_:forChild:)`,
    /// which those releases deprecate. The older call goes through ``ChildTraitOverriding`` so that
    /// a build with a deployment target of 17 or later does not warn about the branch it skips.
    func overrideHorizontalSizeClass(_ width: UIUserInterfaceSizeClass, of child: UIViewController)
    {
      if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) {
        child.traitOverrides.horizontalSizeClass = width
      } else {
        (self as any ChildTraitOverriding).setOverrideTraitCollection(
          UITraitCollection(horizontalSizeClass: width), forChild: child)
      }
    }
  }

  /// `setOverrideTraitCollection(_:forChild:)`, called without its iOS 17 deprecation warning.
  @MainActor
  private protocol ChildTraitOverriding {
    func setOverrideTraitCollection(
      _ collection: UITraitCollection?, forChild childViewController: UIViewController)
  }

  extension UIViewController: ChildTraitOverriding {}

  extension UIWindow {
    /// A new, hidden window the size of the screen. visionOS has no `UIScreen`: there the window
    /// is 1280 × 720 points, the default size of a window scene.
    static func screenSized() -> UIWindow {
      #if os(visionOS)
        UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 720))
      #else
        UIWindow(frame: UIScreen.main.bounds)
      #endif
    }
  }
#endif

// How a child's horizontal size class is overridden, which differs by platform and release.
// Internal; `TraitOverridingContainer` calls it. `.ci/check-platforms` builds BriskUIKit as tvOS
// and visionOS see it.
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
#endif

import UIKit

/// View controllers: presenting, showing, containing, and the traits a container overrides.
@MainActor
func probeControllers(
  _ controller: UIViewController, _ navigation: UINavigationController,
  _ split: UISplitViewController
) {
  let _: (String?, Bundle?) -> UIViewController = UIViewController.init(nibName:bundle:)
  let _: UIView? = controller.view
  let _: Bool = controller.isViewLoaded
  let _: UIViewController? = controller.parent
  let _: UINavigationController? = controller.navigationController
  let _: UIViewController? = controller.presentedViewController
  let _: Bool = controller.isBeingPresented
  let _: Bool = controller.isBeingDismissed
  let _: UIModalPresentationStyle = controller.modalPresentationStyle
  controller.modalPresentationStyle = .fullScreen
  let _: (UIViewController) -> Void = controller.addChild(_:)
  let _: (UIViewController?) -> Void = controller.didMove(toParent:)
  let _: () -> Void = controller.viewDidLoad
  let _: (UIViewController, Any?) -> Void = controller.show(_:sender:)
  let _: (UIViewController, Any?) -> Void = controller.showDetailViewController(_:sender:)
  let _: (UIViewController, Bool, (() -> Void)?) -> Void = controller.present(
    _:animated:completion:)
  let _: (Bool, (() -> Void)?) -> Void = controller.dismiss(animated:completion:)
  #if !os(tvOS)  // tvOS has no popovers.
    let _: UIPopoverPresentationController? = controller.popoverPresentationController
    let _: UIModalPresentationStyle = .popover
  #endif
  // Deprecated in visionOS 1 and iOS 17, in favour of traitOverrides: called as BriskUIKit calls
  // it, through a protocol that UIViewController conforms to (below), which checks Apple's exact
  // declaration without a deprecation warning at any deployment target.
  let _: (UITraitCollection?, UIViewController) -> Void =
    (controller as any ProbeChildTraitOverriding).setOverrideTraitCollection(_:forChild:)
  if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) {  // Their replacement.
    let _: UITraitOverrides = controller.traitOverrides
    controller.traitOverrides.horizontalSizeClass = .compact
  }
  let _: (UIUserInterfaceSizeClass) -> UITraitCollection = UITraitCollection.init(
    horizontalSizeClass:)
  let _: [UIUserInterfaceSizeClass] = [.unspecified, .regular]

  let _: (UIViewController) -> UINavigationController = UINavigationController.init(
    rootViewController:)
  let _: (UIViewController, Bool) -> Void = navigation.pushViewController(_:animated:)

  let _: (String?, Bundle?) -> UISplitViewController = UISplitViewController.init(nibName:bundle:)
  split.viewControllers = []
}

/// `setOverrideTraitCollection(_:forChild:)` as BriskUIKit declares it to call it without the
/// iOS 17 deprecation warning; the conformance holds only if Apple's declaration matches.
@MainActor
protocol ProbeChildTraitOverriding {
  func setOverrideTraitCollection(
    _ collection: UITraitCollection?, forChild childViewController: UIViewController)
}

extension UIViewController: ProbeChildTraitOverriding {}

/// A container as BriskUIKit makes them: its designated and required initializers, and
/// viewDidLoad, overridden.
@MainActor
final class ProbeContainerController: UIViewController {
  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
  }
}

public import Foundation

/// The stand-in for UIKit's `UIPresentationController`: the object that manages one presentation.
///
/// It refers to its presented controller without retaining it: the controller owns it.
@available(iOS 8.0, *)
@MainActor
open class UIPresentationController: NSObject {
  private unowned let storedPresentedViewController: UIViewController

  /// The controller being presented.
  open var presentedViewController: UIViewController {
    storedPresentedViewController
  }

  /// Creates the manager of one presentation.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    storedPresentedViewController = presentedViewController
    super.init()
  }
}

public import Foundation

/// The stand-in for UIKit's `UINavigationController`: a stack of child controllers, the top one's
/// view showing.
///
/// Setting `viewControllers` takes effect at once. A push or a pop is a transition that finishes
/// later on the main queue (after about 0.3 s when animated), in a window or not: a navigation
/// controller pushes without a window. When exactly UIKit updates `viewControllers` for a push is
/// not documented (at once for a first push, after a short delay for later animated ones, by
/// community accounts); the stand-in always updates it when the transition ends, the stricter
/// choice, so a test must wait for it, which works on a device either way.
@available(iOS 2.0, *)
@MainActor
open class UINavigationController: UIViewController {
  private weak var shownView: UIView?

  /// Creates a navigation controller whose stack holds `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    viewControllers = [rootViewController]
  }

  /// Creates a navigation controller with an empty stack.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a navigation controller from an archive; the stack starts empty.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The stack, bottom first. Setting it replaces the stack at once, without a transition.
  open var viewControllers: [UIViewController] {
    get { children }
    set {
      setChildren(newValue)
      showTopView()
    }
  }

  /// Replaces the stack; the stand-in does it at once, animated or not.
  @available(iOS 3.0, *)
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    self.viewControllers = viewControllers
  }

  /// The controller at the top of the stack.
  open var topViewController: UIViewController? {
    viewControllers.last
  }

  /// What is on screen: a controller presented over the stack, or the top of the stack.
  open var visibleViewController: UIViewController? {
    presentedViewController ?? topViewController
  }

  /// Pushes `viewController` onto the stack once the transition finishes. Nothing happens for a
  /// controller that already has a parent.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard viewController !== self, viewController.parent == nil else { return }
    Transition.perform(animated: animated) { [self] in
      guard viewController.parent == nil else { return }
      viewControllers += [viewController]
    }
  }

  /// Pops the top controller once the transition finishes, and returns it; `nil` when only the
  /// root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1, let top = topViewController else { return nil }
    Transition.perform(animated: animated) { [self] in
      guard top.parent === self, viewControllers.count > 1 else { return }
      viewControllers.removeAll { $0 === top }
    }
    return top
  }

  /// Pushes `vc`: a navigation controller shows by pushing.
  open override func show(_ vc: UIViewController, sender: Any?) {
    pushViewController(vc, animated: true)
  }

  override func didLoadView() {
    showTopView()
  }

  /// Puts the top controller's view, and only it, in the navigation controller's view.
  private func showTopView() {
    guard isViewLoaded else { return }
    shownView?.removeFromSuperview()
    guard let top = topViewController else { return }
    top.view.frame = view.bounds
    view.addSubview(top.view)
    shownView = top.view
  }
}

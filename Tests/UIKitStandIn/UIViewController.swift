public import Foundation

/// The stand-in for UIKit's `UIViewController`: a view, a place among parent and child
/// controllers, and modal presentation.
///
/// Transitions follow UIKit's rules as the stand-in models them: they happen only when the
/// controller is in the key window's hierarchy (otherwise nothing happens), and they finish later
/// on the main queue, after about 0.3 s when animated. See CONTRIBUTING.md.
@available(iOS 2.0, *)
@MainActor
open class UIViewController: UIResponder, @preconcurrency NSCoding {
  private var storedView: UIView?
  private weak var storedParent: UIViewController?
  private var storedChildren: [UIViewController] = []
  private var storedPresented: UIViewController?
  private weak var storedPresenting: UIViewController?
  #if !BRISK_STANDIN_TVOS
    private var storedPopover: UIPopoverPresentationController?
  #endif
  /// Whether a presentation or dismissal from this controller is under way.
  private var isTransitioning = false

  /// Creates a controller; the stand-in loads no nib.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a controller from an archive; the stand-in decodes nothing.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Creates a controller without a nib.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Archives the controller; the stand-in writes nothing.
  open func encode(with coder: NSCoder) {}

  // MARK: The view

  /// The controller's view, loaded (`loadView()`, then `viewDidLoad()`) the first time it is read.
  open var view: UIView! {
    get {
      if storedView == nil {
        loadView()
        if storedView == nil { storedView = UIView(frame: .zero) }
        didLoadView()
        viewDidLoad()
      }
      return storedView
    }
    set { storedView = newValue }
  }

  /// Whether the view has been loaded.
  @available(iOS 3.0, *)
  open var isViewLoaded: Bool {
    storedView != nil
  }

  /// Creates the view; the default makes an empty one.
  open func loadView() {
    storedView = UIView(frame: .zero)
  }

  /// Loads the view if it is not loaded yet.
  @available(iOS 9.0, *)
  open func loadViewIfNeeded() {
    _ = view
  }

  /// Called once the view is loaded.
  open func viewDidLoad() {}

  /// The stand-in's own hook, before `viewDidLoad()`: containers put their children's views in.
  func didLoadView() {}

  // MARK: Parents and children

  /// The container this controller is a child of.
  open var parent: UIViewController? {
    storedParent
  }

  /// The controllers this one contains.
  @available(iOS 5.0, *)
  open var children: [UIViewController] {
    storedChildren
  }

  /// Makes `childController` a child of this controller, moving it from any other parent.
  @available(iOS 5.0, *)
  open func addChild(_ childController: UIViewController) {
    guard childController !== self, childController.storedParent !== self else { return }
    childController.removeFromParentContainer()
    storedChildren.append(childController)
    childController.storedParent = self
  }

  /// Detaches the controller from its parent.
  private func removeFromParentContainer() {
    storedParent?.storedChildren.removeAll { $0 === self }
    storedParent = nil
  }

  /// Makes `controllers`, in this order and each once, the children: containers set their
  /// stacks and columns with it.
  func setChildren(_ controllers: [UIViewController]) {
    for child in storedChildren where !controllers.contains(where: { $0 === child }) {
      child.storedParent = nil
    }
    var children: [UIViewController] = []
    for controller in controllers
    where controller !== self && !children.contains(where: { $0 === controller }) {
      if controller.storedParent !== self {
        controller.removeFromParentContainer()
        controller.storedParent = self
      }
      children.append(controller)
    }
    storedChildren = children
  }

  /// The nearest navigation controller among the controller's ancestors.
  open var navigationController: UINavigationController? {
    ancestor(UINavigationController.self)
  }

  /// The nearest split view controller among the controller's ancestors.
  open var splitViewController: UISplitViewController? {
    ancestor(UISplitViewController.self)
  }

  private func ancestor<Container: UIViewController>(_: Container.Type) -> Container? {
    var controller = parent
    while let current = controller {
      if let container = current as? Container { return container }
      controller = current.parent
    }
    return nil
  }

  // MARK: Showing

  /// Shows `vc` where it belongs: pushed by the nearest navigation controller, presented
  /// modally otherwise.
  @available(iOS 8.0, *)
  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigationController {
      navigationController.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  /// Shows `vc` as the detail: the nearest split view controller's second column, or modally
  /// when there is none.
  @available(iOS 8.0, *)
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if let splitViewController {
      splitViewController.showDetailViewController(vc, sender: sender)
    } else {
      present(vc, animated: true)
    }
  }

  // MARK: Modal presentation

  /// How the controller is presented; `.automatic` unless set.
  @available(iOS 3.2, *)
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  // Unavailable on tvOS, as its type is (UIPopoverPresentationController.h).
  #if !BRISK_STANDIN_TVOS
    /// The popover manager, created on first read when `modalPresentationStyle` is `.popover`.
    @available(iOS 8.0, *)
    @available(tvOS, unavailable)
    open var popoverPresentationController: UIPopoverPresentationController? {
      guard modalPresentationStyle == .popover else { return nil }
      if let storedPopover { return storedPopover }
      let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
      storedPopover = popover
      return popover
    }
  #endif

  /// The controller this one, or its nearest presenting ancestor, presented.
  @available(iOS 5.0, *)
  open var presentedViewController: UIViewController? {
    storedPresented ?? parent?.presentedViewController
  }

  /// The controller that presented this one, or its nearest presented ancestor.
  @available(iOS 5.0, *)
  open var presentingViewController: UIViewController? {
    storedPresenting ?? parent?.presentingViewController
  }

  /// Presents `viewControllerToPresent` modally from the controller's outermost container.
  ///
  /// Nothing happens unless the controller is in the key window's hierarchy and that container
  /// is free: not presenting, not mid-transition. `viewControllerToPresent` must not be
  /// presented already nor be another controller's child.
  @available(iOS 5.0, *)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    let context = presentationContext
    let presented = viewControllerToPresent
    guard isInKeyWindowHierarchy, context.storedPresented == nil, !context.isTransitioning,
      presented.presentationContext !== context, presented.storedPresenting == nil,
      presented.parent == nil
    else { return }
    context.isTransitioning = true
    Transition.perform(animated: flag) {
      context.isTransitioning = false
      context.storedPresented = presented
      presented.storedPresenting = context
      if let window = context.view.window {
        presented.view.frame = window.bounds
        window.addSubview(presented.view)
      }
      completion?()
    }
  }

  /// Dismisses what this controller presented or, if it presented nothing, this controller
  /// itself, with everything above it. Nothing happens outside the key window's hierarchy.
  @available(iOS 5.0, *)
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let context = presentationContext
    guard isInKeyWindowHierarchy,
      let presenter = context.storedPresented != nil ? context : context.storedPresenting,
      !presenter.isTransitioning
    else { return }
    presenter.isTransitioning = true
    Transition.perform(animated: flag) {
      presenter.isTransitioning = false
      presenter.removePresentedChain()
      completion?()
    }
  }

  private func removePresentedChain() {
    guard let presented = storedPresented else { return }
    presented.removePresentedChain()
    if presented.isViewLoaded { presented.view.removeFromSuperview() }
    presented.storedPresenting = nil
    storedPresented = nil
  }

  /// The outermost container: the controller that presents on this one's behalf.
  private var presentationContext: UIViewController {
    var controller = self
    while let parent = controller.parent { controller = parent }
    return controller
  }

  /// Whether the controller is the key window's root, a descendant of it, or in a chain of
  /// presentations that starts there.
  var isInKeyWindowHierarchy: Bool {
    var context = presentationContext
    while let presenting = context.storedPresenting { context = presenting.presentationContext }
    guard context.isViewLoaded, let window = context.view.window else { return false }
    return window.isKeyWindow && !window.isHidden && window.rootViewController === context
  }
}

public import Foundation

/// The stand-in for UIKit's `UIViewController`: a view, a place among parent and child
/// controllers, and modal presentation.
///
/// Modal presentation follows UIKit's rules as the stand-in models them: the presenting
/// controller's view must be in a visible window's hierarchy (otherwise nothing happens, where
/// UIKit logs "…whose view is not in the window hierarchy"); `presentedViewController` is set at
/// once, and the transition finishes later on the main queue, after about 0.3 s when animated,
/// when the completion runs (`UIViewController.h`: the completion runs after the presented
/// controller's `viewDidAppear:`). See CONTRIBUTING.md.
@available(iOS 2.0, *)
@MainActor
open class UIViewController: UIResponder, @preconcurrency NSCoding {
  private var storedView: UIView? {
    didSet {
      if oldValue?.owningViewController === self { oldValue?.owningViewController = nil }
      storedView?.owningViewController = self
    }
  }
  private weak var storedParent: UIViewController?
  private var storedChildren: [UIViewController] = []
  private var storedPresented: UIViewController?
  private weak var storedPresenting: UIViewController?
  #if !BRISK_STANDIN_TVOS
    private var storedPopover: UIPopoverPresentationController?
  #endif
  /// Whether a presentation or dismissal from this controller is under way.
  private var isTransitioning = false
  private var storedIsBeingPresented = false
  private var storedIsBeingDismissed = false

  /// Creates a controller; the stand-in loads no nib.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a controller from an archive; the stand-in decodes nothing.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The next responder: the controller that presented this one, else the view's superview (the
  /// window, for a window's root).
  open override var next: UIResponder? {
    presentingViewController ?? storedView?.superview
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

  /// The controller's title.
  open var title: String?

  private var storedNavigationItem: UINavigationItem?

  /// What a navigation bar shows for this controller, made the first time it is read
  /// (`UINavigationController.h`: "Created on-demand"), in or out of a navigation controller.
  open var navigationItem: UINavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let item = UINavigationItem(title: "")
    storedNavigationItem = item
    return item
  }

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

  /// Called before the controller is added to or removed from a container; the default does
  /// nothing.
  @available(iOS 5.0, *)
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to or removed from a container; the default does
  /// nothing.
  @available(iOS 5.0, *)
  open func didMove(toParent parent: UIViewController?) {}

  /// Removes the controller from its container.
  @available(iOS 5.0, *)
  open func removeFromParent() {
    removeFromParentContainer()
  }

  // MARK: Traits

  /// The controller's traits: its container's, with the container's override for it applied; a
  /// window's for a window's root; unspecified for a controller in neither.
  open var traitCollection: UITraitCollection {
    if let parent = storedParent {
      let inherited = parent.traitCollection
      let override = parent.overrides[ObjectIdentifier(self)] ?? UITraitCollection()
      return UITraitCollection(merging: [inherited, override, ownOverrides])
    }
    if let presenting = storedPresenting {
      return UITraitCollection(merging: [presenting.traitCollection, ownOverrides])
    }
    guard isViewLoaded, let window = storedView?.window else { return ownOverrides }
    return UITraitCollection(merging: [window.traitCollection, ownOverrides])
  }

  /// What `traitOverrides` sets: this controller's own traits, applied last.
  private var ownOverrides = UITraitCollection()

  /// The traits this controller overrides for itself and its children (iOS 17), which replace
  /// `setOverrideTraitCollection(_:forChild:)`. The stand-in models the horizontal size class.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  public var traitOverrides: UITraitOverrides {
    get { UITraitOverrides(horizontalSizeClass: ownOverrides.horizontalSizeClass) }
    set { ownOverrides = UITraitCollection(horizontalSizeClass: newValue.horizontalSizeClass) }
  }

  private var overrides: [ObjectIdentifier: UITraitCollection] = [:]

  /// Overrides traits for one child; `nil` removes the override.
  @available(
    iOS, introduced: 8.0, deprecated: 17.0,
    message: "Use the traitOverrides property on the child view controller instead"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 1.0,
    message: "Use the traitOverrides property on the child view controller instead"
  )
  // Linux ignores the two lines above; the visionOS build, where it is deprecated from the first
  // release, marks it deprecated outright so that a use warns there, as it does on visionOS.
  #if BRISK_STANDIN_VISIONOS
    @available(
      *, deprecated, message: "Use the traitOverrides property on the child view controller instead"
    )
  #endif
  open func setOverrideTraitCollection(
    _ collection: UITraitCollection?, forChild childViewController: UIViewController
  ) {
    overrides[ObjectIdentifier(childViewController)] = collection
  }

  /// The traits this controller overrides for `childViewController`, if any.
  @available(
    iOS, introduced: 8.0, deprecated: 17.0,
    message: "Use the traitOverrides property on the child view controller instead"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 1.0,
    message: "Use the traitOverrides property on the child view controller instead"
  )
  // Linux ignores the two lines above; the visionOS build, where it is deprecated from the first
  // release, marks it deprecated outright so that a use warns there, as it does on visionOS.
  #if BRISK_STANDIN_VISIONOS
    @available(
      *, deprecated, message: "Use the traitOverrides property on the child view controller instead"
    )
  #endif
  open func overrideTraitCollection(forChild childViewController: UIViewController)
    -> UITraitCollection?
  {
    overrides[ObjectIdentifier(childViewController)]
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

  /// How the controller is presented. `UIViewController.h`: "If this property has been set to
  /// UIModalPresentationAutomatic, reading it will always return a concrete presentation style."
  /// The stand-in models the iOS 18 SDK, where a plain controller resolves `.automatic` to
  /// `.formSheet` (`.pageSheet` before iOS 18). tvOS has neither: there the style "defaults to
  /// UIModalPresentationFullScreen" (same header), and the stand-in resolves `.automatic` to
  /// `.fullScreen` too, the only full-window style both platforms share (Apple does not say).
  @available(iOS 3.2, *)
  open var modalPresentationStyle: UIModalPresentationStyle {
    get {
      guard storedModalPresentationStyle == .automatic else { return storedModalPresentationStyle }
      #if BRISK_STANDIN_TVOS
        return .fullScreen
      #else
        return .formSheet
      #endif
    }
    set { storedModalPresentationStyle = newValue }
  }
  #if BRISK_STANDIN_TVOS
    private var storedModalPresentationStyle = UIModalPresentationStyle.fullScreen
  #else
    private var storedModalPresentationStyle = UIModalPresentationStyle.automatic
  #endif

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

  /// Whether the controller is being presented: from `present` until its transition ends.
  @available(iOS 5.0, *)
  open var isBeingPresented: Bool {
    storedIsBeingPresented
  }

  /// Whether the controller is being dismissed: from `dismiss` until its transition ends.
  @available(iOS 5.0, *)
  open var isBeingDismissed: Bool {
    storedIsBeingDismissed
  }

  /// The controller that presented this one, or its nearest presented ancestor.
  @available(iOS 5.0, *)
  open var presentingViewController: UIViewController? {
    storedPresenting ?? parent?.presentingViewController
  }

  /// Presents `viewControllerToPresent` modally from the controller's outermost container.
  ///
  /// Nothing happens unless the controller is in a visible window's hierarchy and that container
  /// is free: not presenting, not mid-transition. `viewControllerToPresent` must not be
  /// presented already nor be another controller's child. `presentedViewController` and
  /// `presentingViewController` are set at once; the completion runs when the transition ends.
  @available(iOS 5.0, *)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    let context = presentationContext
    let presented = viewControllerToPresent
    guard isInVisibleWindowHierarchy, context.storedPresented == nil, !context.isTransitioning,
      presented.presentationContext !== context, presented.storedPresenting == nil,
      presented.parent == nil
    else { return }
    if let exception = presented.exceptionWhenPresented(from: context, askedBy: self) {
      ProgrammerError.raise(exception, exception: "NSGenericException")
      return
    }
    context.isTransitioning = true
    context.storedPresented = presented
    presented.storedPresenting = context
    presented.storedIsBeingPresented = true
    if let window = context.view.window {
      presented.view.frame = window.bounds
      window.addSubview(presented.view)
    }
    Transition.perform(animated: flag) {
      context.isTransitioning = false
      presented.storedIsBeingPresented = false
      completion?()
    }
  }

  /// Dismisses what this controller presented or, if it presented nothing, this controller
  /// itself, with everything above it, once the transition ends. Nothing happens outside a
  /// visible window's hierarchy.
  @available(iOS 5.0, *)
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let context = presentationContext
    guard isInVisibleWindowHierarchy,
      let presenter = context.storedPresented != nil ? context : context.storedPresenting,
      !presenter.isTransitioning
    else { return }
    presenter.isTransitioning = true
    let dismissed = presenter.storedPresented
    dismissed?.storedIsBeingDismissed = true
    Transition.perform(animated: flag) {
      presenter.isTransitioning = false
      dismissed?.storedIsBeingDismissed = false
      presenter.removePresentedChain()
      completion?()
    }
  }

  /// The reason UIKit would raise an exception when this controller is presented by `context` at
  /// the request of `asking`, or `nil`: an action sheet without an anchor on an iPad.
  func exceptionWhenPresented(from context: UIViewController, askedBy asking: UIViewController)
    -> String?
  {
    nil
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

  /// Whether the controller is a visible window's root, a descendant of it, or in a chain of
  /// presentations that starts there. UIKit asks that the view be "in the window hierarchy"; it
  /// does not say whether a hidden window counts, and the stand-in takes the stricter view that
  /// it does not. The window need not be key.
  var isInVisibleWindowHierarchy: Bool {
    var context = presentationContext
    while let presenting = context.storedPresenting { context = presenting.presentationContext }
    guard context.isViewLoaded, let window = context.view.window else { return false }
    return window.isOnScreen && window.rootViewController === context
  }
}

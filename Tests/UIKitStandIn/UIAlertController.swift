import Foundation

/// The stand-in for UIKit's `UIAlertController`: an alert or action sheet, presented modally like
/// any controller (`presentedViewController` is set at once, the transition ends later).
///
/// What raises in UIKit fails the running test here (`ProgrammerError`), with UIKit's message
/// (`UIAlertController.m`, as crash reports quote it): a second `.cancel` action, a text field in
/// an action sheet, a preferred action that is not one of the actions, and an action sheet
/// presented on an iPad without a popover anchor.
///
/// An action sheet's `modalPresentationStyle` is `.popover` on an iPad and `.custom` on an iPhone
/// (UIKit resolves it from the device and ignores what is set); an alert's is `.custom`. So on an
/// iPhone an action sheet has no `popoverPresentationController` at all, and on an iPad it has
/// one, which must be anchored before it is presented (UIKit raises `NSGenericException`
/// otherwise). The stand-in's device is an iPhone unless a horizontally regular controller is on
/// screen (see `modalPresentationStyle`).
@available(iOS 8.0, *)
@MainActor
open class UIAlertController: UIViewController {
  private var storedPreferredStyle = UIAlertController.Style.actionSheet
  private var storedActions: [UIAlertAction] = []
  private var storedPreferredAction: UIAlertAction?
  private var storedTextFields: [UITextField]?

  /// Creates an alert or action sheet (`+alertControllerWithTitle:message:preferredStyle:`).
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    storedPreferredStyle = preferredStyle
  }

  /// The message under the title.
  open var message: String?

  /// Whether it is an alert or an action sheet.
  open var preferredStyle: UIAlertController.Style {
    storedPreferredStyle
  }

  /// The buttons, in the order they were added.
  open var actions: [UIAlertAction] {
    storedActions
  }

  /// Adds a button. A second `.cancel` one raises in UIKit, and is not added.
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, storedActions.contains(where: { $0.style == .cancel }) {
      ProgrammerError.raise(
        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
      return
    }
    storedActions.append(action)
  }

  /// The action UIKit emphasizes; it must be one of `actions` (UIKit raises otherwise).
  @available(iOS 9.0, *)
  open var preferredAction: UIAlertAction? {
    get { storedPreferredAction }
    set {
      if let newValue, !storedActions.contains(where: { $0 === newValue }) {
        ProgrammerError.raise(
          "The -preferredAction of an alert controller must be contained in the -actions array "
            + "or be nil.")
        return
      }
      storedPreferredAction = newValue
    }
  }

  /// Adds a text field and lets `configurationHandler` set it up; alerts only (UIKit raises on
  /// an action sheet).
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard storedPreferredStyle == .alert else {
      ProgrammerError.raise(
        "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
      return
    }
    let field = UITextField(frame: .zero)
    configurationHandler?(field)
    storedTextFields = (storedTextFields ?? []) + [field]
  }

  /// The text fields, top to bottom; `nil` until one is added.
  open var textFields: [UITextField]? {
    storedTextFields
  }

  /// UIKit's own choice, whatever is set: `.popover` for an action sheet on an iPad, `.custom`
  /// otherwise (an alert, an action sheet on an iPhone, and tvOS, which has no popovers). So an
  /// action sheet has a `popoverPresentationController` on an iPad only, as in UIKit.
  ///
  /// UIKit decides from the device. The stand-in's device is an iPhone (its windows are
  /// horizontally compact) unless the key window shows a horizontally regular controller (a
  /// split view's host, say), which it takes for an iPad; once presented, the presenting
  /// controller and its children decide.
  open override var modalPresentationStyle: UIModalPresentationStyle {
    get {
      #if BRISK_STANDIN_TVOS
        return .custom
      #else
        return storedPreferredStyle == .actionSheet && isOnAnIPad ? .popover : .custom
      #endif
    }
    set {}
  }

  /// Whether the stand-in takes the device for an iPad: the presenting controller (once
  /// presented) or the key window's root (before) is horizontally regular, or holds a controller
  /// that is (a split view's host overrides its child's size class).
  private var isOnAnIPad: Bool {
    (presentingViewController ?? UIWindow.keyWindow?.rootViewController)?.showsRegularWidth
      ?? false
  }

  override func exceptionWhenPresented(
    from context: UIViewController, askedBy asking: UIViewController
  )
    -> String?
  {
    #if BRISK_STANDIN_TVOS
      return nil
    #else
      guard storedPreferredStyle == .actionSheet,
        asking.traitCollection.horizontalSizeClass == .regular,
        popoverPresentationController?.sourceView == nil,
        popoverPresentationController?.barButtonItem == nil
      else { return nil }
      return "Your application has presented a UIAlertController (\(ProgrammerError.name(self))) "
        + "of style UIAlertControllerStyleActionSheet from \(type(of: context)) "
        + "(\(ProgrammerError.name(context))). The modalPresentationStyle of a UIAlertController "
        + "with this style is UIModalPresentationPopover. You must provide location information "
        + "for this popover through the alert controller's popoverPresentationController. You "
        + "must provide either a sourceView and sourceRect or a barButtonItem.  If this "
        + "information is not known when you present the alert controller, you may provide it "
        + "in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
    #endif
  }
}

extension UIViewController {
  /// Whether this controller or one of its descendants is horizontally regular.
  fileprivate var showsRegularWidth: Bool {
    traitCollection.horizontalSizeClass == .regular || children.contains { $0.showsRegularWidth }
  }
}

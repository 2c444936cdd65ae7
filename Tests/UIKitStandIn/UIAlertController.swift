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
/// (UIKit resolves it from the device and ignores what is set); an alert's is `.custom`. The
/// stand-in has no device idiom: it gives every action sheet the iPad's popover, so code can
/// anchor it before presenting, and treats a horizontally regular presenting controller as an
/// iPad, where an unanchored action sheet raises `NSGenericException`. On an iPhone UIKit gives an
/// action sheet no `popoverPresentationController` at all (CONTRIBUTING.md, "The UIKit stand-in").
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

  /// UIKit's own choice, whatever is set: `.popover` for an action sheet (on an iPad, which the
  /// stand-in models for action sheets; tvOS has no popovers), `.custom` otherwise.
  open override var modalPresentationStyle: UIModalPresentationStyle {
    get {
      #if BRISK_STANDIN_TVOS
        return .custom
      #else
        return storedPreferredStyle == .actionSheet ? .popover : .custom
      #endif
    }
    set {}
  }

  /// The stand-in's model of a person tapping the button titled `title`: UIKit dismisses the
  /// alert, animated, and runs the action's handler once it is gone. A disabled button, a title
  /// that no button has, or an alert that is not on screen (not presented, or still appearing or
  /// already leaving) takes no tap.
  ///
  /// UIKit has no public way to tap an alert's button; this is the stand-in's own test shim, and
  /// its `standIn:` label says so. Against Apple's UIKit the test suite declares it in
  /// `StandInAdditions.swift`.
  /// - Parameter title: The title of the button to tap.
  public func tapAction(standIn title: String) {
    guard let action = storedActions.first(where: { $0.title == title }), action.isEnabled,
      let presenting = presentingViewController, !isBeingPresented, !isBeingDismissed
    else { return }
    presenting.dismiss(animated: true) { action.handler?(action) }
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
        popoverPresentationController?.sourceView == nil
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

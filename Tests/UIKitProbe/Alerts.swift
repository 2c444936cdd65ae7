import UIKit

/// Alerts and action sheets: building a `UIAlertController`, and reading one back.
@MainActor
func probeAlerts(_ controller: UIViewController) {
  let _: (String?, String?, UIAlertController.Style) -> UIAlertController = UIAlertController.init(
    title:message:preferredStyle:)
  let _: [UIAlertController.Style] = [.alert, .actionSheet]
  let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
  let _: (UIAlertAction) -> Void = alert.addAction(_:)
  let _: [UIAlertAction] = alert.actions
  let _: UIAlertAction? = alert.preferredAction
  alert.preferredAction = nil
  let _: (((UITextField) -> Void)?) -> Void = alert.addTextField(configurationHandler:)
  let _: [UITextField]? = alert.textFields
  let _: String? = alert.message
  alert.message = "Cannot be undone."
  let _: UIAlertController.Style = alert.preferredStyle

  let _: (String?, UIAlertAction.Style, ((UIAlertAction) -> Void)?) -> UIAlertAction =
    UIAlertAction.init(title:style:handler:)
  let _: [UIAlertAction.Style] = [.default, .cancel, .destructive]
  let action = UIAlertAction(title: "Delete", style: .destructive, handler: nil)
  let _: String? = action.title
  let _: UIAlertAction.Style = action.style
  let _: Bool = action.isEnabled
  action.isEnabled = true
  // ShownAlerts.tap reads the handler by key (PrivateReads.swift), after responds(to:).
  let _: (Selector?) -> Bool = action.responds(to:)
  let _: (String) -> Any? = action.value(forKey:)

  let field = UITextField()
  let _: String? = field.text
  field.text = "Holiday"
  let _: String? = field.placeholder
  field.placeholder = "Name"
  let _: Bool = field.isSecureTextEntry
  field.isSecureTextEntry = false

  let _: String? = controller.title
  controller.title = "Photos"
  let _: UIViewController? = controller.presentingViewController
  #if !os(tvOS)  // tvOS has no popovers.
    if let popover = alert.popoverPresentationController {
      let _: UIView? = popover.sourceView
      popover.sourceView = controller.view
      let _: CGRect = popover.sourceRect
      popover.sourceRect = .null
      let _: UIPopoverArrowDirection = popover.permittedArrowDirections
      popover.permittedArrowDirections = []
      let _: (UInt) -> UIPopoverArrowDirection = UIPopoverArrowDirection.init(rawValue:)
      let _: UInt = UIPopoverArrowDirection.any.rawValue
      let _: UIBarButtonItem? = popover.barButtonItem
      popover.barButtonItem = UIBarButtonItem()
    }
    // Toolbars hold the bar button items an action sheet's popover may point at.
    let toolbar = UIToolbar(frame: .zero)
    let _: [UIBarButtonItem]? = toolbar.items
    toolbar.items = []
    let _: ([UIBarButtonItem]?, Bool) -> Void = toolbar.setItems(_:animated:)
  #endif
  let _: Bool = controller.isViewLoaded
  let _: UIWindow? = controller.view.window
}

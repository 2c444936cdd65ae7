#if canImport(UIKit)
  public import UIKit

  extension UIAlertController {
    /// A `UIAlertController` that shows `request`: its title, message and style, a
    /// `UIAlertAction` for each action, the preferred action, and a text field for each of the
    /// request's, configured as it says.
    ///
    /// Each action's handler gets the text of the controller's text fields, in order. As UIKit
    /// does, it raises on a second `.cancel` action and on text fields in an action sheet. The
    /// popover anchor is left to the presenter, which knows the presenting controller (see
    /// ``UIKitAlertPresenter``).
    /// - Parameter request: What the alert says and does.
    public convenience init(_ request: AlertRequest) {
      self.init(
        title: request.title, message: request.message,
        preferredStyle: request.style == .alert ? .alert : .actionSheet)
      for field in request.textFields {
        addTextField { textField in
          textField.placeholder = field.placeholder
          textField.text = field.text
          textField.isSecureTextEntry = field.isSecureTextEntry
        }
      }
      for action in request.actions {
        let handler = action.handler
        let style: UIAlertAction.Style =
          switch action.style {
          case .default: .default
          case .cancel: .cancel
          case .destructive: .destructive
          }
        addAction(
          UIAlertAction(title: action.title, style: style) { [weak self] _ in
            handler?(self?.textFields?.map { $0.text ?? "" } ?? [])
          })
      }
      if let preferred = request.preferredAction {
        preferredAction = actions.first { $0.title == preferred }
      }
    }
  }

  // UIKit has no popovers on tvOS, where an action sheet fills the screen.
  #if os(tvOS)
    extension UIAlertController {
      /// Nothing to anchor on tvOS.
      func anchorPopover(at anchor: AlertRequest.Anchor?, orIn presenting: UIViewController) {}
    }
  #else
    extension UIAlertController {
      /// Points an action sheet's popover (which only an iPad has) at `anchor`'s view and
      /// rectangle or its bar button item, with its arrow directions, or at the middle of
      /// `presenting`'s view, with no arrow.
      func anchorPopover(at anchor: AlertRequest.Anchor?, orIn presenting: UIViewController) {
        guard preferredStyle == .actionSheet, let popover = popoverPresentationController else {
          return
        }
        if let anchor, let view = anchor.sourceView {
          popover.sourceView = view
          popover.sourceRect = anchor.sourceRect ?? view.bounds
          popover.permittedArrowDirections = UIPopoverArrowDirection(
            anchor.permittedArrowDirections)
        } else if let anchor, let item = anchor.barButtonItem {
          popover.barButtonItem = item
          popover.permittedArrowDirections = UIPopoverArrowDirection(
            anchor.permittedArrowDirections)
        } else if let view = presenting.view {
          let bounds = view.bounds
          popover.sourceView = view
          popover.sourceRect = CGRect(
            x: bounds.origin.x + bounds.size.width / 2, y: bounds.origin.y + bounds.size.height / 2,
            width: 0, height: 0)
          popover.permittedArrowDirections = []
        }
      }
    }

    extension UIPopoverArrowDirection {
      /// The same directions as UIKit's option set.
      init(_ directions: AlertRequest.Anchor.ArrowDirections) {
        self.init(rawValue: directions.rawValue)
      }
    }
  #endif
#endif

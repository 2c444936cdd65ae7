#if canImport(UIKit)
  public import BriskSeams
  public import UIKit

  extension AlertRequest {
    /// What `controller` shows, read back as a request: its title, message and style, each
    /// action's title and style, the preferred action, its text fields (placeholder, text, secure
    /// entry) and, for an action sheet, where its popover points.
    ///
    /// The actions' handlers are `nil`: UIKit keeps them private, and Brisk uses no private API.
    /// A text field's empty text reads as `nil`, as UIKit returns `""` for a field nothing was
    /// typed into. A style UIKit adds later reads as `.alert`.
    /// - Parameter controller: The alert controller to read.
    @MainActor
    public init(reading controller: UIAlertController) {
      let style: Style =
        switch controller.preferredStyle {
        case .actionSheet: .actionSheet
        case .alert: .alert
        @unknown default: .alert
        }
      self.init(
        title: controller.title, message: controller.message, style: style,
        actions: controller.actions.map {
          Action(title: $0.title ?? "", style: Action.Style($0.style))
        },
        preferredAction: controller.preferredAction?.title,
        textFields: (controller.textFields ?? []).map {
          TextField(
            placeholder: $0.placeholder, text: $0.text.flatMap { $0.isEmpty ? nil : $0 },
            isSecureTextEntry: $0.isSecureTextEntry)
        },
        anchor: controller.popoverAnchor)
    }
  }

  extension AlertRequest.Action.Style {
    /// The style of a `UIAlertAction`; one UIKit adds later reads as `.default`.
    init(_ style: UIAlertAction.Style) {
      switch style {
      case .default: self = .default
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      @unknown default: self = .default
      }
    }
  }
#endif

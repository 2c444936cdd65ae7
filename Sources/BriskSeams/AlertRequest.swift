/// An alert or action sheet as a value: what it says, its buttons and what each one does, so a
/// screen can describe it and an ``AlertPresenter`` can show it.
///
/// ```swift
/// alerts.present(
///   .alert(
///     title: "Delete photo?", message: "This cannot be undone.",
///     actions: [.cancel("Cancel"), .destructive("Delete") { _ in self.deletePhoto() }]),
///   from: self)
/// ```
///
/// The app shows it with `UIKitAlertPresenter`, which builds a real `UIAlertController`; a test
/// passes `AlertSpy` (BriskFixtures), which records it and runs an action's handler on
/// `tap("Delete")`. It reads the way it is written, which is also how failure messages list it:
///
/// ```text
/// alert(title: "Delete photo?", message: "This cannot be undone.", actions: [.cancel("Cancel"), .destructive("Delete")])
/// actionSheet(actions: [.default("Share"), .cancel("Cancel")], anchor: Anchor(sourceView: <UIButton>))
/// ```
///
/// UIKit's rules hold here too: an alert has at most one `.cancel` action, text fields belong to
/// the `.alert` style only (UIKit raises otherwise; `AlertSpy` reports both), and the preferred
/// action, which UIKit emphasizes in alerts only, names one of the actions.
///
/// Two requests are equal when everything but the handlers is: closures cannot be compared, so
/// `==` reads what a person sees (title, message, style, each button's title and style, the
/// preferred action, the text fields and the anchor).
///
/// It is not `Sendable`: the handlers belong to the isolation that made them, usually the main
/// actor.
public struct AlertRequest: Equatable {
  /// How UIKit shows it: `UIAlertController.Style`.
  public enum Style: String, Sendable, Equatable, CaseIterable {
    /// A dialog in the middle of the screen.
    case alert
    /// A sheet of choices: from the bottom of the screen on an iPhone, a popover on an iPad.
    case actionSheet
  }

  /// The title, or `nil`.
  public var title: String?
  /// The message under the title, or `nil`.
  public var message: String?
  /// Whether it is an alert or an action sheet.
  public var style: Style
  /// The buttons, in the order they were given.
  public var actions: [Action]
  /// The title of the action to emphasize (`UIAlertController.preferredAction`), or `nil`.
  public var preferredAction: String?
  /// The text fields, top to bottom; alerts only.
  public var textFields: [TextField]
  /// Where an action sheet's popover points on an iPad, or `nil`.
  public var anchor: Anchor?

  /// Creates a request; ``alert(title:message:actions:preferredAction:textFields:)`` and
  /// ``actionSheet(title:message:actions:preferredAction:anchor:)`` are the usual way.
  /// - Parameters:
  ///   - title: The title, or `nil`.
  ///   - message: The message under the title, or `nil`.
  ///   - style: Whether it is an alert or an action sheet.
  ///   - actions: The buttons, in order.
  ///   - preferredAction: The title of the action to emphasize, or `nil`.
  ///   - textFields: The text fields, top to bottom; alerts only.
  ///   - anchor: Where an action sheet's popover points on an iPad, or `nil`.
  public init(
    title: String?,
    message: String?,
    style: Style,
    actions: [Action],
    preferredAction: String? = nil,
    textFields: [TextField] = [],
    anchor: Anchor? = nil
  ) {
    self.title = title
    self.message = message
    self.style = style
    self.actions = actions
    self.preferredAction = preferredAction
    self.textFields = textFields
    self.anchor = anchor
  }

  /// An alert: a dialog in the middle of the screen.
  /// - Parameters:
  ///   - title: The title, or `nil`.
  ///   - message: The message under the title, or `nil`.
  ///   - actions: The buttons, in order; at most one `.cancel`.
  ///   - preferredAction: The title of the action to emphasize, or `nil`.
  ///   - textFields: The text fields, top to bottom; the handlers get what was typed in them.
  /// - Returns: The request.
  public static func alert(
    title: String?,
    message: String? = nil,
    actions: [Action],
    preferredAction: String? = nil,
    textFields: [TextField] = []
  ) -> AlertRequest {
    AlertRequest(
      title: title, message: message, style: .alert, actions: actions,
      preferredAction: preferredAction, textFields: textFields)
  }

  /// An action sheet: a list of choices, shown from the bottom of the screen on an iPhone and as
  /// a popover on an iPad, where it needs `anchor` (without one, `UIKitAlertPresenter` centres
  /// the popover on the presenting controller's view, with no arrow).
  /// - Parameters:
  ///   - title: The title, or `nil`.
  ///   - message: The message under the title, or `nil`.
  ///   - actions: The buttons, in order; at most one `.cancel`.
  ///   - preferredAction: The title of the action to set as `preferredAction`, or `nil`; UIKit
  ///     keeps it, though it emphasizes it in alerts only.
  ///   - anchor: Where the popover points on an iPad, or `nil`.
  /// - Returns: The request.
  public static func actionSheet(
    title: String? = nil,
    message: String? = nil,
    actions: [Action],
    preferredAction: String? = nil,
    anchor: Anchor? = nil
  ) -> AlertRequest {
    AlertRequest(
      title: title, message: message, style: .actionSheet, actions: actions,
      preferredAction: preferredAction, anchor: anchor)
  }

  /// Whether both show the same: every part but the handlers, which cannot be compared.
  public static func == (lhs: AlertRequest, rhs: AlertRequest) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.style == rhs.style
      && lhs.actions == rhs.actions && lhs.preferredAction == rhs.preferredAction
      && lhs.textFields == rhs.textFields && lhs.anchor == rhs.anchor
  }
}

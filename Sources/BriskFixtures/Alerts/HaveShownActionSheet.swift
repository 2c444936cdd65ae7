/// Passes when an action sheet with exactly this title and message was presented to the spy, or
/// is shown in the window.
///
/// ```text
/// expected to have shown actionSheet(title: "Photo", message: nil), but recorded: [alert(title: "Photo", actions: [.default("Share"), .cancel("Cancel")])]
/// expected to not have shown actionSheet(title: "Photo", message: nil), but recorded: [actionSheet(title: "Photo", actions: [.default("Share"), .cancel("Cancel")])]
/// expected to have shown actionSheet(title: "Photo", message: nil), got <nil>
/// ```
/// - Parameters:
///   - title: The title the action sheet must have; `nil` for none.
///   - message: The message the action sheet must have; `nil` for none.
/// - Returns: A matcher for an ``AlertSpy`` or a window's `shownAlerts`.
public func haveShownActionSheet<Recorder: AlertRecording>(
  title: String?, message: String?
) -> Matcher<Recorder> {
  alertMatcher(.actionSheet, titleAndMessage(title, message)) {
    $0.title == title && $0.message == message
  }
}

/// Passes when an action sheet whose buttons have exactly these titles, in this order, was
/// presented to the spy, or is shown in the window.
///
/// ```text
/// expected to have shown actionSheet with actions ["Share", "Cancel"], but recorded: [actionSheet(actions: [.default("Share"), .destructive("Delete"), .cancel("Cancel")])]
/// expected to not have shown actionSheet with actions ["Share", "Cancel"], but recorded: [actionSheet(title: "Photo", actions: [.default("Share"), .cancel("Cancel")])]
/// expected to have shown actionSheet with actions ["Share", "Cancel"], got <nil>
/// ```
/// - Parameter titles: The buttons' titles, in order.
/// - Returns: A matcher for an ``AlertSpy`` or a window's `shownAlerts`.
public func haveShownActionSheet<Recorder: AlertRecording>(
  withActions titles: [String]
) -> Matcher<Recorder> {
  alertMatcher(.actionSheet, withActions(titles)) { $0.actions.map(\.title) == titles }
}

/// Passes when an action sheet whose buttons have exactly these titles and styles, in this
/// order, was presented to the spy, or is shown in the window.
///
/// ```text
/// expected to have shown actionSheet with actions [.default("Share"), .cancel("Cancel")], but recorded: [actionSheet(actions: [.default("Share"), .default("Cancel")])]
/// expected to not have shown actionSheet with actions [.default("Share"), .cancel("Cancel")], but recorded: [actionSheet(actions: [.default("Share"), .cancel("Cancel")])]
/// expected to have shown actionSheet with actions [.default("Share"), .cancel("Cancel")], got <nil>
/// ```
/// - Parameter actions: The buttons, in order; their handlers are not compared.
/// - Returns: A matcher for an ``AlertSpy`` or a window's `shownAlerts`.
public func haveShownActionSheet<Recorder: AlertRecording>(
  withActions actions: [AlertRequest.Action]
) -> Matcher<Recorder> {
  alertMatcher(.actionSheet, withActions(actions)) { $0.actions == actions }
}

/// Passes when an alert (`.alert` style) with exactly this title and message was presented to
/// the spy, or is shown in the window.
///
/// ```text
/// expected to have shown alert(title: "Delete photo?", message: "This cannot be undone."), but recorded: [alert(title: "Rename", actions: [.cancel("Cancel"), .default("Save")])]
/// expected to not have shown alert(title: "Delete photo?", message: "This cannot be undone."), but recorded: [alert(title: "Delete photo?", message: "This cannot be undone.", actions: [.cancel("Cancel"), .destructive("Delete")])]
/// expected to have shown alert(title: "Delete photo?", message: "This cannot be undone."), got <nil>
/// ```
/// - Parameters:
///   - title: The title the alert must have; `nil` for none.
///   - message: The message the alert must have; `nil` for none.
/// - Returns: A matcher for an ``AlertSpy`` or a window's `shownAlerts`.
public func haveShownAlert<Recorder: AlertRecording>(
  title: String?, message: String?
) -> Matcher<Recorder> {
  alertMatcher(.alert, titleAndMessage(title, message)) {
    $0.title == title && $0.message == message
  }
}

/// Passes when an alert (`.alert` style) with exactly this title, whatever its message, was
/// presented to the spy, or is shown in the window.
///
/// ```text
/// expected to have shown alert(title: "Delete photo?"), but recorded: [alert(title: "Rename", actions: [.cancel("Cancel"), .default("Save")])]
/// expected to not have shown alert(title: "Delete photo?"), but recorded: [alert(title: "Delete photo?", message: "This cannot be undone.", actions: [.cancel("Cancel"), .destructive("Delete")])]
/// expected to have shown alert(title: "Delete photo?"), got <nil>
/// ```
/// - Parameter title: The title the alert must have; `nil` for none.
/// - Returns: A matcher for an ``AlertSpy`` or a window's `shownAlerts`.
public func haveShownAlert<Recorder: AlertRecording>(title: String?) -> Matcher<Recorder> {
  alertMatcher(.alert, onePart("title", title)) { $0.title == title }
}

/// Passes when an alert (`.alert` style) with exactly this message, whatever its title, was
/// presented to the spy, or is shown in the window.
///
/// ```text
/// expected to have shown alert(message: "This cannot be undone."), but recorded: [alert(title: "Rename", actions: [.cancel("Cancel"), .default("Save")])]
/// expected to not have shown alert(message: "This cannot be undone."), but recorded: [alert(title: "Delete photo?", message: "This cannot be undone.", actions: [.cancel("Cancel"), .destructive("Delete")])]
/// expected to have shown alert(message: "This cannot be undone."), got <nil>
/// ```
/// - Parameter message: The message the alert must have; `nil` for none.
/// - Returns: A matcher for an ``AlertSpy`` or a window's `shownAlerts`.
public func haveShownAlert<Recorder: AlertRecording>(message: String?) -> Matcher<Recorder> {
  alertMatcher(.alert, onePart("message", message)) { $0.message == message }
}

/// Passes when an alert (`.alert` style) whose buttons have exactly these titles, in this order,
/// was presented to the spy, or is shown in the window.
///
/// ```text
/// expected to have shown alert with actions ["Cancel", "Delete"], but recorded: [alert(title: "Delete photo?", actions: [.destructive("Delete"), .cancel("Cancel")])]
/// expected to not have shown alert with actions ["Cancel", "Delete"], but recorded: [alert(title: "Delete photo?", message: "This cannot be undone.", actions: [.cancel("Cancel"), .destructive("Delete")])]
/// expected to have shown alert with actions ["Cancel", "Delete"], got <nil>
/// ```
/// - Parameter titles: The buttons' titles, in order.
/// - Returns: A matcher for an ``AlertSpy`` or a window's `shownAlerts`.
public func haveShownAlert<Recorder: AlertRecording>(
  withActions titles: [String]
) -> Matcher<Recorder> {
  alertMatcher(.alert, withActions(titles)) { $0.actions.map(\.title) == titles }
}

/// Passes when an alert (`.alert` style) whose buttons have exactly these titles and styles, in
/// this order, was presented to the spy, or is shown in the window.
///
/// ```text
/// expected to have shown alert with actions [.cancel("Cancel"), .destructive("Delete")], but recorded: [alert(title: "Delete photo?", actions: [.cancel("Cancel"), .default("Delete")])]
/// expected to not have shown alert with actions [.cancel("Cancel"), .destructive("Delete")], but recorded: [alert(title: "Delete photo?", actions: [.cancel("Cancel"), .destructive("Delete")])]
/// expected to have shown alert with actions [.cancel("Cancel"), .destructive("Delete")], got <nil>
/// ```
/// - Parameter actions: The buttons, in order: `.default("OK")`, `.cancel("Cancel")`; their
///   handlers are not compared.
/// - Returns: A matcher for an ``AlertSpy`` or a window's `shownAlerts`.
public func haveShownAlert<Recorder: AlertRecording>(
  withActions actions: [AlertRequest.Action]
) -> Matcher<Recorder> {
  alertMatcher(.alert, withActions(actions)) { $0.actions == actions }
}

/// What the alert matchers read: the alerts an ``AlertSpy`` recorded, or those a window shows
/// (`UIWindow.shownAlerts`, in BriskUIKit).
///
/// ```swift
/// expect(alerts).to(haveShownAlert(title: "Delete photo?", message: "This cannot be undone."))
/// expect(window.shownAlerts).to(haveShownAlert(withActions: ["Cancel", "Delete"]))
/// ```
public protocol AlertRecording {
  /// The alerts, oldest first.
  var alerts: [AlertRequest] { get }
  /// How a failure message introduces them, after `but`: `recorded` for a spy, `the window
  /// shows` for a window.
  var alertsPhrase: String { get }
  /// Why no alert can be read at all, to follow `but` in a failure message in place of the list
  /// (a controller in no window: `<Screen> is in no window, …`); `nil` when they can.
  var unreadableReason: String? { get }
}

extension AlertRecording {
  /// `nil`: the alerts can be read.
  public var unreadableReason: String? {
    nil
  }
}

/// Passes when an alert or action sheet equal to `request` was presented to the spy, or is shown
/// in the window: the same title, message, style, actions (titles and styles), preferred action,
/// text fields and anchor. Handlers are not compared.
///
/// ```swift
/// expect(alerts).to(haveShown(.alert(title: "Delete photo?", actions: [.cancel("Cancel"), .destructive("Delete")])))
/// ```
///
/// ```text
/// expected to have shown alert(title: "Delete photo?", actions: [.cancel("Cancel"), .destructive("Delete")]), but recorded: [alert(title: "Delete photo?", actions: [.cancel("Cancel"), .default("Delete")])]
/// expected to not have shown alert(title: "Delete photo?", actions: [.cancel("Cancel"), .destructive("Delete")]), but recorded: [alert(title: "Delete photo?", actions: [.cancel("Cancel"), .destructive("Delete")])]
/// expected to have shown alert(title: "Delete photo?", actions: [.cancel("Cancel"), .destructive("Delete")]), got <nil>
/// ```
/// - Parameter request: The alert or action sheet, as the code under test would write it.
/// - Returns: A matcher for an ``AlertSpy`` or a window's `shownAlerts`.
public func haveShown<Recorder: AlertRecording>(_ request: AlertRequest) -> Matcher<Recorder> {
  Matcher(
    status: { recorder in
      guard let recorder else { return .fail }
      return MatcherStatus(bool: recorder.alerts.contains(request))
    },
    message: { recorder in alertMessage(recorder, "have shown \(request)") }
  )
}

/// Passes when the spy recorded a presentation of an alert or action sheet equal to `request`
/// (see ``haveShown(_:)``) with this `animated` flag.
///
/// ```text
/// expected to have shown alert(title: "Saved", actions: [.default("OK")]) (animated: true), but recorded: [alert(title: "Saved", actions: [.default("OK")]) (animated: false)]
/// expected to not have shown alert(title: "Saved", actions: [.default("OK")]) (animated: true), but recorded: [alert(title: "Saved", actions: [.default("OK")]) (animated: true)]
/// expected to have shown alert(title: "Saved", actions: [.default("OK")]) (animated: true), got <nil>
/// ```
/// - Parameters:
///   - request: The alert or action sheet, as the code under test would write it.
///   - animated: Whether it must have been presented animated.
/// - Returns: A matcher for an ``AlertSpy``.
public func haveShown(_ request: AlertRequest, animated: Bool) -> Matcher<AlertSpy> {
  let expected = AlertSpy.Presentation(
    alert: request, animated: animated, completion: nil, presenting: nil)
  return Matcher(
    status: { spy in
      guard let spy else { return .fail }
      return MatcherStatus(
        bool: spy.presentations.contains { $0.alert == request && $0.animated == animated })
    },
    message: { spy in
      guard let spy else {
        return ExpectationMessage(expectation: "have shown \(expected)", actual: "<nil>")
      }
      let listed = spy.presentations.map(\.description).joined(separator: ", ")
      return ExpectationMessage(
        expectation: "have shown \(expected), but \(spy.alertsPhrase): [\(listed)]")
    }
  )
}

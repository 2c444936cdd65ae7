/// The message every alert matcher gives: what was expected, then every alert recorded (or shown),
/// so a failure shows what happened instead.
///
/// ```text
/// expected to have shown alert(title: "Delete photo?", message: nil), but recorded: [alert(title: "Rename", actions: [.cancel("Cancel"), .default("Save")])]
/// expected to have shown alert(title: "Delete photo?", message: nil), got <nil>
/// ```
/// - Parameters:
///   - recorder: The actual spy or window reading, or `nil`.
///   - expectation: The expectation, for example `have shown alert with actions ["OK"]`.
/// - Returns: The message.
func alertMessage<Recorder: AlertRecording>(
  _ recorder: Recorder?, _ expectation: String
) -> ExpectationMessage {
  guard let recorder else { return ExpectationMessage(expectation: expectation, actual: "<nil>") }
  if let reason = recorder.unreadableReason {
    return ExpectationMessage(expectation: "\(expectation), but \(reason)")
  }
  let listed = recorder.alerts.map(\.description).joined(separator: ", ")
  return ExpectationMessage(
    expectation: "\(expectation), but \(recorder.alertsPhrase): [\(listed)]")
}

/// Whether any alert of `style` satisfies `predicate`; `.fail` for a `nil` recorder.
func alertStatus<Recorder: AlertRecording>(
  _ recorder: Recorder?, _ style: AlertRequest.Style, _ predicate: (AlertRequest) -> Bool
) -> MatcherStatus {
  guard let recorder else { return .fail }
  return MatcherStatus(bool: recorder.alerts.contains { $0.style == style && predicate($0) })
}

/// A matcher for alerts of `style` that satisfy `predicate`, described as `have shown <style><what>`;
/// `what` is built only for a failure.
func alertMatcher<Recorder: AlertRecording>(
  _ style: AlertRequest.Style, _ what: @autoclosure @escaping () -> String,
  _ predicate: @escaping (AlertRequest) -> Bool
) -> Matcher<Recorder> {
  Matcher(
    status: { recorder in alertStatus(recorder, style, predicate) },
    message: { recorder in alertMessage(recorder, "have shown \(style.rawValue)\(what())") }
  )
}

/// `(title: "Delete photo?", message: nil)`: a title and a message as an expectation names them.
func titleAndMessage(_ title: String?, _ message: String?) -> String {
  "(title: \(quotedOrNil(title)), message: \(quotedOrNil(message)))"
}

/// `(title: "Delete photo?")` or `(message: nil)`: one part of an alert as an expectation names it.
func onePart(_ label: String, _ text: String?) -> String {
  "(\(label): \(quotedOrNil(text)))"
}

/// ` with actions ["Cancel", "Delete"]`: action titles as an expectation names them.
func withActions(_ titles: [String]) -> String {
  " with actions [" + titles.map { String(reflecting: $0) }.joined(separator: ", ") + "]"
}

/// ` with actions [.cancel("Cancel"), .destructive("Delete")]`: actions, with their styles, as an
/// expectation names them.
func withActions(_ actions: [AlertRequest.Action]) -> String {
  " with actions [" + actions.map(\.description).joined(separator: ", ") + "]"
}

/// A string quoted as Swift writes it, or `nil`.
private func quotedOrNil(_ text: String?) -> String {
  text.map { String(reflecting: $0) } ?? "nil"
}

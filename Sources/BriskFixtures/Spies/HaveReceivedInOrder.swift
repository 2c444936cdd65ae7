/// Passes when the calls `expected` names were recorded in that order, other calls may come
/// between them. An expected call matches a recorded one written the same, or the recorded one
/// with its arguments: `PresenterSpy.modal` matches
/// `PresenterSpy.modal(<Login>, animated: true) from <Root>`.
///
/// ```text
/// expected to have received in order <AnalyticsSpy.track, AlertSpy.present, StoreSpy.save>, got <AnalyticsSpy.track, StoreSpy.save>
/// expected, in order (> marks the first one not recorded after those above it):
///     1. AnalyticsSpy.track
///   > 2. AlertSpy.present
///     3. StoreSpy.save
/// recorded:
///     1. AnalyticsSpy.track
///     2. StoreSpy.save
/// ```
/// - Parameter expected: The calls, each the double and the call: `StoreSpy.save`.
/// - Returns: A matcher.
public func haveReceivedInOrder(_ expected: String...) -> Matcher<CallOrder> {
  haveReceivedInOrder(expected)
}

/// Passes when the calls `expected` names were recorded in that order, as
/// the variadic form does.
///
/// ```text
/// expected to have received in order <StoreSpy.save>, got <>
/// expected, in order (> marks the first one not recorded after those above it):
///   > 1. StoreSpy.save
/// recorded: nothing
/// ```
/// - Parameter expected: The calls, each the double and the call: `StoreSpy.save`.
/// - Returns: A matcher.
public func haveReceivedInOrder(_ expected: [String]) -> Matcher<CallOrder> {
  Matcher(
    status: { order in
      order.map { MatcherStatus(bool: CallSequence.divergence(expected, in: $0.entries) == nil) }
        ?? .fail
    },
    message: { order in
      let expectation = "have received in order <\(expected.joined(separator: ", "))>"
      guard let entries = order?.entries else {
        return ExpectationMessage(expectation: expectation, actual: "<nil>")
      }
      return ExpectationMessage(
        expectation: expectation, actual: "<\(entries.joined(separator: ", "))>",
        details: CallSequence.details(expected, entries))
    }
  )
}

/// Where an expected sequence of calls leaves the recorded one, and how a message shows both.
enum CallSequence {
  /// The index in `expected` of the first call not recorded after those before it, or `nil`
  /// when every one was.
  static func divergence(_ expected: [String], in entries: [String]) -> Int? {
    var rest = entries[...]
    for (index, call) in expected.enumerated() {
      guard let found = rest.firstIndex(where: { matches(call, $0) }) else { return index }
      rest = rest[(found + 1)...]
    }
    return nil
  }

  /// Whether `entry` is `call`, or `call` with its arguments.
  static func matches(_ call: String, _ entry: String) -> Bool {
    entry == call || entry.hasPrefix(call + "(")
  }

  /// Both lists, numbered, the first divergence marked with `>`.
  static func details(_ expected: [String], _ entries: [String]) -> [String] {
    let divergence = divergence(expected, in: entries)
    let marked = expected.enumerated().map { index, call in
      (index == divergence ? "  > " : "    ") + "\(index + 1). \(call)"
    }
    let recorded = entries.enumerated().map { "    \($0.offset + 1). \($0.element)" }
    return ["expected, in order (> marks the first one not recorded after those above it):"]
      + marked + (recorded.isEmpty ? ["recorded: nothing"] : ["recorded:"] + recorded)
  }
}

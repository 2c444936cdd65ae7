/// Passes when the log recorded `call` at least once.
///
/// ```text
/// expected to have received <showDetail(id: 2)>, got <[showRed, showDetail(id: 1)]>
/// expected to not have received <showRed>, got <[showRed]>
/// expected to have received <showRed>, got <nil>
/// ```
/// - Parameter call: The call to look for.
/// - Returns: A matcher.
public func haveReceived<Call: Equatable>(_ call: Call) -> Matcher<CallLog<Call>> {
  Matcher(
    status: { log in log.map { MatcherStatus(bool: $0.calls.contains(call)) } ?? .fail },
    message: { log in
      ExpectationMessage(
        expectation: "have received <\(stringify(call))>",
        actual: log.map { "<\(stringify($0.calls))>" } ?? "<nil>")
    }
  )
}

/// Passes when the log recorded `call` exactly `times` times.
///
/// ```text
/// expected to have received <showRed> 2 times, got 1 in <[showRed, showDetail(id: 1)]>
/// expected to not have received <showRed> 1 time, got 1 in <[showRed]>
/// expected to have received <showRed> 2 times, got <nil>
/// ```
/// - Parameters:
///   - call: The call to count.
///   - times: How many times it must have been recorded.
/// - Returns: A matcher.
public func haveReceived<Call: Equatable>(_ call: Call, times: Int) -> Matcher<CallLog<Call>> {
  Matcher(
    status: { log in
      log.map { MatcherStatus(bool: $0.calls.filter { $0 == call }.count == times) } ?? .fail
    },
    message: { log in
      let expectation = "have received <\(stringify(call))> \(times) time\(times == 1 ? "" : "s")"
      guard let calls = log?.calls else {
        return ExpectationMessage(expectation: expectation, actual: "<nil>")
      }
      let count = calls.filter { $0 == call }.count
      return ExpectationMessage(
        expectation: expectation, actual: "\(count) in <\(stringify(calls))>")
    }
  )
}

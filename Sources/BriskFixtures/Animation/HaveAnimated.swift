/// Passes when the fake animator recorded exactly `times` animations.
///
/// ```text
/// expected to have animated 2 times, got 1: <[animate(duration: 0.3)]>
/// expected to not have animated 1 time, got 1: <[animate(duration: 0.3)]>
/// expected to have animated 2 times, got <nil>
/// ```
/// - Parameter times: The expected number of animation requests.
/// - Returns: A matcher.
public func haveAnimated<Fake: AnimationRecording>(times: Int) -> Matcher<Fake> {
  Matcher(
    status: { fake in fake.map { MatcherStatus(bool: $0.log.count == times) } ?? .fail },
    message: { fake in
      let expectation = "have animated \(times) time\(times == 1 ? "" : "s")"
      guard let calls = fake?.log.calls else {
        return ExpectationMessage(expectation: expectation, actual: "<nil>")
      }
      return ExpectationMessage(
        expectation: expectation, actual: "\(calls.count): <\(stringify(calls))>")
    }
  )
}

/// Passes when the fake animator recorded an animation with this duration.
///
/// ```text
/// expected to have animated with duration <0.3>, got <[animate(duration: 1.0)]>
/// expected to not have animated with duration <0.3>, got <[animate(duration: 0.3)]>
/// expected to have animated with duration <0.3>, got <nil>
/// ```
/// - Parameter duration: The duration to look for, in seconds.
/// - Returns: A matcher.
public func haveAnimated<Fake: AnimationRecording>(withDuration duration: Double) -> Matcher<Fake> {
  Matcher(
    status: { fake in
      fake.map { MatcherStatus(bool: $0.log.calls.contains { $0.duration == duration }) } ?? .fail
    },
    message: { fake in
      ExpectationMessage(
        expectation: "have animated with duration <\(duration)>",
        actual: fake.map { "<\(stringify($0.log.calls))>" } ?? "<nil>")
    }
  )
}

/// Passes when exactly `count` completions are still pending on the fake animator.
///
/// ```text
/// expected to have 0 pending completions, got 1: <[animate(duration: 0.3)]>
/// expected to not have 0 pending completions, got 0: <[]>
/// expected to have 0 pending completions, got <nil>
/// ```
/// - Parameter count: The expected number of pending completions.
/// - Returns: A matcher.
public func havePendingCompletions<Fake: AnimationRecording>(_ count: Int) -> Matcher<Fake> {
  Matcher(
    status: { fake in
      fake.map { MatcherStatus(bool: $0.pendingCompletions.count == count) } ?? .fail
    },
    message: { fake in
      let expectation = "have \(count) pending completion\(count == 1 ? "" : "s")"
      guard let pending = fake?.pendingCompletions else {
        return ExpectationMessage(expectation: expectation, actual: "<nil>")
      }
      return ExpectationMessage(
        expectation: expectation, actual: "\(pending.count): <\(stringify(pending))>")
    }
  )
}

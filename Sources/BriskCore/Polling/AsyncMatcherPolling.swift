// Polling with an ``AsyncMatcher``: the async matcher runs once a poll, right after the
// expression and on the same actor; the polling loop then reads its verdict through a matcher.

extension Polling {
  /// Polls `base` with an async matcher and returns how polling ended.
  static func runAsync<Base: PollableExpression>(
    _ verb: ExpectationVerb, _ matcher: AsyncMatcher<Base.Value>, timeout: PollingDuration?,
    pollInterval: PollingDuration?, description: String?, base: Base, api: PollingAPI?,
    reports: Bool, isolation: isolated (any Actor)? = #isolation
  ) async -> Result<Base.Value> {
    let verdict = AsyncVerdict()
    let judged = AsyncJudged(base: base, matcher: matcher, verdict: verdict)
    let reader = Matcher<Base.Value>(
      status: { _ in verdict.status }, message: { _ in verdict.message })
    return await runAsync(
      verb, reader, timeout: timeout, pollInterval: pollInterval, description: description,
      expression: judged, api: api, reports: reports)
  }
}

/// The latest verdict of an async matcher, which the polling loop reads through a matcher.
final class AsyncVerdict {
  var status = MatcherStatus.fail
  var message = ExpectationMessage(expectation: "match")
}

/// An expectation or requirement whose every evaluation is followed by the async matcher's
/// judgement.
struct AsyncJudged<Base: PollableExpression>: PollableExpression {
  let base: Base
  let matcher: AsyncMatcher<Base.Value>
  let verdict: AsyncVerdict

  package var location: CodeLocation { base.location }

  package func outcome(
    isolation: isolated (any Actor)?
  ) async -> Swift.Result<Base.Value?, any Error> {
    let outcome = await base.outcome(isolation: isolation)
    let expression = AsyncExpression(expression: { try outcome.get() }, location: location)
    (verdict.status, verdict.message) = await matcher.evaluate(expression)
    return outcome
  }
}

// Polling with an ``AsyncMatcher``: the async matcher runs once a poll, right after the
// expression and on the same actor; the polling loop then reads its verdict through a matcher.

extension AsyncExpectation {
  /// Polls with an async matcher and returns how polling ended.
  func pollResult(
    _ verb: ExpectationVerb, _ matcher: AsyncMatcher<Value>, _ timeout: PollingDuration?,
    _ pollInterval: PollingDuration?, _ description: String?, api: PollingAPI?,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Polling.Result<Value> {
    let verdict = AsyncVerdict()
    let judged = AsyncJudgedExpression(base: self, matcher: matcher, verdict: verdict)
    let reader = Matcher<Value>(
      status: { _ in verdict.status }, message: { _ in verdict.message })
    return await Polling.runAsync(
      verb, reader, timeout: timeout, pollInterval: pollInterval, description: description,
      expression: judged, api: api)
  }
}

/// The latest verdict of an async matcher, which the polling loop reads through a matcher.
final class AsyncVerdict {
  var status = MatcherStatus.fail
  var message = ExpectationMessage(expectation: "match")
}

/// An async expectation whose every evaluation is followed by the async matcher's judgement.
struct AsyncJudgedExpression<Value>: PollableExpression {
  let base: AsyncExpectation<Value>
  let matcher: AsyncMatcher<Value>
  let verdict: AsyncVerdict

  package var location: CodeLocation { base.location }

  package func outcome(isolation: isolated (any Actor)?) async -> Result<Value?, any Error> {
    let outcome = await base.outcome()
    let expression = AsyncExpression(expression: { try outcome.get() }, location: location)
    (verdict.status, verdict.message) = await matcher.evaluate(expression)
    return outcome
  }
}

/// An async requirement whose every evaluation is followed by the async matcher's judgement.
struct AsyncJudgedRequirement<Value>: PollableExpression {
  let base: AsyncRequirement<Value>
  let matcher: AsyncMatcher<Value>
  let verdict: AsyncVerdict

  package var location: CodeLocation { base.location }

  package func outcome(isolation: isolated (any Actor)?) async -> Result<Value?, any Error> {
    let outcome = await base.outcome()
    let expression = AsyncExpression(expression: { try outcome.get() }, location: location)
    (verdict.status, verdict.message) = await matcher.evaluate(expression)
    return outcome
  }
}

// Polling an async expectation with an ``AsyncMatcher``:
// `await expect { await model.count }.toEventually(asyncMatcher)`. The async matcher runs once a
// poll, right after the expression and on the same actor; polling then reads its verdict.
extension AsyncExpectation {
  /// Checks, until `timeout`, that the actual value comes to match an async matcher.
  /// - Parameters:
  ///   - matcher: The async check.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @_disfavoredOverload
  @discardableResult
  public func toEventually(
    _ matcher: AsyncMatcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    adding(await poll(.toEventually, matcher, timeout, pollInterval, description))
  }

  /// Checks, until `timeout`, that the actual value comes to not match an async matcher.
  /// - Parameters:
  ///   - matcher: The async check.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @_disfavoredOverload
  @discardableResult
  public func toEventuallyNot(
    _ matcher: AsyncMatcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    adding(await poll(.toEventuallyNot, matcher, timeout, pollInterval, description))
  }

  /// Checks, for the whole of `until`, that the actual value never matches an async matcher.
  /// - Parameters:
  ///   - matcher: The async check.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @_disfavoredOverload
  @discardableResult
  public func toNever(
    _ matcher: AsyncMatcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    adding(await poll(.toNever, matcher, until, pollInterval, description))
  }

  /// Checks, for the whole of `until`, that the actual value always matches an async matcher.
  /// - Parameters:
  ///   - matcher: The async check.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @_disfavoredOverload
  @discardableResult
  public func toAlways(
    _ matcher: AsyncMatcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    adding(await poll(.toAlways, matcher, until, pollInterval, description))
  }

  func poll(
    _ verb: ExpectationVerb,
    _ matcher: AsyncMatcher<Value>,
    _ timeout: PollingDuration?,
    _ pollInterval: PollingDuration?,
    _ description: String?,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Bool {
    let verdict = AsyncVerdict()
    let judged = AsyncJudgedExpression(base: self, matcher: matcher, verdict: verdict)
    let reader = Matcher<Value>(
      status: { _ in verdict.status }, message: { _ in verdict.message })
    return await Polling.runAsync(
      verb, reader, timeout: timeout, pollInterval: pollInterval, description: description,
      expression: judged
    ).passed
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

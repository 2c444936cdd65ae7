// What every verb of the grid calls: one immediate check and three polls for each receiver, so
// that each public verb, Brisk's own in this folder and Nimble's spellings in BriskNimble, is one
// line. "Evaluate, then report" has one name, `check`: the receivers' methods here (the
// expectation's inlined one in Expectation.swift) and the `_check` functions they end in. `api` names the verb the caller wrote, so that a refusal (nested polling, synchronous
// polling in async code) quotes it; `nil` names the verb itself.

extension PollingAPI {
  /// A polling verb on `expect(…)`, written `name` by the caller.
  package static func expectation(_ name: String) -> PollingAPI {
    PollingAPI(name: name, asyncForm: "await expect(…).\(name)(…)")
  }

  /// A polling verb on `require(…)`, written `name` by the caller.
  package static func requirement(_ name: String) -> PollingAPI {
    PollingAPI(name: name, asyncForm: "try await require(…).\(name)(…)")
  }
}

/// An expectation whose checks add up in its status: `expect(x)` and `expect { await … }`. The
/// check with an async matcher and the two async polls read the same for both, so they are
/// written once, here.
package protocol CheckedExpectation: PollableExpression {
  /// This expectation with one more check's outcome added to its status.
  func adding(_ passed: Bool) -> Self
  /// The expression, as an async matcher reads it.
  var asyncExpression: AsyncExpression<Value> { get }
  /// What the checks made so far came to.
  var status: ExpectationStatus { get }
}

extension CheckedExpectation {
  /// What an `async` verb returns once it has checked: `Sendable`, unlike the expectation.
  var result: ExpectationResult {
    ExpectationResult(status: status, location: location)
  }
}

extension CheckedExpectation {
  /// Checks once with an async matcher.
  package func check(
    _ verb: ExpectationVerb, _ matcher: AsyncMatcher<Value>, _ description: String?,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    adding(await _check(matcher, verb, description, asyncExpression, location)).result
  }

  /// Polls asynchronously, evaluating on the caller's actor.
  package func poll(
    _ verb: ExpectationVerb, _ matcher: Matcher<Value>, _ timeout: PollingDuration?,
    _ pollInterval: PollingDuration?, _ description: String?, api: PollingAPI? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    adding(
      await Polling.runAsync(
        verb, matcher, timeout: timeout, pollInterval: pollInterval, description: description,
        expression: self, api: api
      ).passed
    ).result
  }

  /// Polls with an async matcher: the expression is read again at every poll, on the caller's
  /// actor, and the matcher runs right after it.
  package func poll(
    _ verb: ExpectationVerb, _ matcher: AsyncMatcher<Value>, _ timeout: PollingDuration?,
    _ pollInterval: PollingDuration?, _ description: String?, api: PollingAPI? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    adding(
      await Polling.runAsync(
        verb, matcher, timeout: timeout, pollInterval: pollInterval, description: description,
        base: self, api: api, reports: true
      ).passed
    ).result
  }
}

extension Expectation: CheckedExpectation {
  package var asyncExpression: AsyncExpression<Value> {
    let expression = self.expression
    return AsyncExpression(expression: { try expression() }, location: location, isClosure: false)
  }

  /// Polls synchronously: the run loop spins between checks on the main thread, the thread
  /// sleeps elsewhere. For XCTest and the main thread; async code gets the `async` forms.
  package func pollSync(
    _ verb: ExpectationVerb, _ matcher: Matcher<Value>, _ timeout: PollingDuration?,
    _ pollInterval: PollingDuration?, _ description: String?, api: PollingAPI? = nil
  ) -> Self {
    adding(
      Polling.runSync(
        verb, matcher, timeout: timeout, pollInterval: pollInterval, description: description,
        location: location, api: api, evaluate: outcome
      ).passed)
  }
}

extension AsyncExpectation: CheckedExpectation {
  package var asyncExpression: AsyncExpression<Value> {
    AsyncExpression(expression: expression, location: location)
  }

  /// Checks once with a matcher.
  package func check(
    _ verb: ExpectationVerb, _ matcher: Matcher<Value>, _ description: String?,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    let (status, message) = matcher.evaluate(await outcome(), at: location)
    return adding(_check(status, verb, description, location, message)).result
  }
}

extension Requirement {
  /// Checks once and returns the value, or reports and throws.
  package func check(
    _ verb: ExpectationVerb, _ matcher: Matcher<Value>, _ description: String?
  ) throws -> Value {
    try _check(Result { try expression() }, matcher, verb, description, location, customError)
  }

  /// The synchronous requirement as an async one, for async matchers.
  private var polled: AsyncRequirement<Value> {
    let expression = self.expression
    return AsyncRequirement(
      expression: { try expression() }, location: location, customError: customError)
  }

  /// Checks once with an async matcher and returns the value, or reports and throws.
  package func check(
    _ verb: ExpectationVerb, _ matcher: AsyncMatcher<Value>, _ description: String?,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await polled.check(verb, matcher, description)
  }

  /// Polls synchronously (run loop or sleep) and returns the value, or throws.
  package func pollSync(
    _ verb: ExpectationVerb, _ matcher: Matcher<Value>, _ timeout: PollingDuration?,
    _ pollInterval: PollingDuration?, _ description: String?, api: PollingAPI? = nil
  ) throws -> Value {
    let result = Polling.runSync(
      verb, matcher, timeout: timeout, pollInterval: pollInterval, description: description,
      location: location, api: api ?? .requirement(verb.pollingName), reports: false,
      evaluate: { Result { try expression() } })
    return try _requiredValue(result, description, location, customError)
  }

  /// Polls asynchronously on the caller's actor and returns the value, or throws.
  package func poll(
    _ verb: ExpectationVerb, _ matcher: Matcher<Value>, _ timeout: PollingDuration?,
    _ pollInterval: PollingDuration?, _ description: String?, api: PollingAPI? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    let result = await Polling.runAsync(
      verb, matcher, timeout: timeout, pollInterval: pollInterval, description: description,
      expression: self, api: api, reports: false)
    return try _requiredValue(result, description, location, customError)
  }

  /// Polls with an async matcher and returns the value, or throws.
  package func poll(
    _ verb: ExpectationVerb, _ matcher: AsyncMatcher<Value>, _ timeout: PollingDuration?,
    _ pollInterval: PollingDuration?, _ description: String?, api: PollingAPI? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await polled.poll(verb, matcher, timeout, pollInterval, description, api: api)
  }
}

extension AsyncRequirement {
  /// Checks once and returns the value, or reports and throws.
  package func check(
    _ verb: ExpectationVerb, _ matcher: Matcher<Value>, _ description: String?,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try _check(await outcome(), matcher, verb, description, location, customError)
  }

  /// Evaluates the expression once, lets the async matcher judge it, and returns the value or
  /// reports and throws.
  package func check(
    _ verb: ExpectationVerb, _ matcher: AsyncMatcher<Value>, _ description: String?,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    let outcome = await outcome()
    let expression = AsyncExpression(expression: { try outcome.get() }, location: location)
    let (status, message) = await matcher.evaluate(expression)
    let reader = Matcher<Value>(status: { _ in status }, message: { _ in message })
    return try _check(outcome, reader, verb, description, location, customError)
  }

  /// Polls asynchronously on the caller's actor and returns the value, or throws.
  package func poll(
    _ verb: ExpectationVerb, _ matcher: Matcher<Value>, _ timeout: PollingDuration?,
    _ pollInterval: PollingDuration?, _ description: String?, api: PollingAPI? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    let result = await Polling.runAsync(
      verb, matcher, timeout: timeout, pollInterval: pollInterval, description: description,
      expression: self, api: api, reports: false)
    return try _requiredValue(result, description, location, customError)
  }

  /// Polls with an async matcher, which runs once a poll right after the expression, and returns
  /// the value, or throws.
  package func poll(
    _ verb: ExpectationVerb, _ matcher: AsyncMatcher<Value>, _ timeout: PollingDuration?,
    _ pollInterval: PollingDuration?, _ description: String?, api: PollingAPI? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    let result = await Polling.runAsync(
      verb, matcher, timeout: timeout, pollInterval: pollInterval, description: description,
      base: self, api: api, reports: false)
    return try _requiredValue(result, description, location, customError)
  }
}

/// Checks once with an async matcher: runs it on the expression and reports a failure at
/// `location`.
func _check<Value>(
  _ matcher: AsyncMatcher<Value>,
  _ verb: ExpectationVerb,
  _ description: String?,
  _ expression: AsyncExpression<Value>,
  _ location: CodeLocation,
  isolation: isolated (any Actor)? = #isolation
) async -> Bool {
  let (status, message) = await matcher.evaluate(expression)
  return _check(status, verb, description, location) { message }
}

/// The value a polling requirement ended with, or the thrown ``RequireError``. The polling left
/// its failure unreported (`reports: false`), so it is reported here, once, with the error. When
/// the test framework cancelled the test, a `CancellationError` is thrown and nothing is
/// reported: the test framework reports the cancellation.
func _requiredValue<Value>(
  _ result: Polling.Result<Value>, _ description: String?, _ location: CodeLocation,
  _ customError: (any Error)?
) throws -> Value {
  if result.cancelledByTestFramework { throw CancellationError() }
  if let failure = result.failure { throw _requirementFailed(failure, customError) }
  if let value = result.value { return value }
  let failure = RecordedFailure(
    message: ExpectationMessage.noValueToReturn.rendered(.to, description: description),
    location: location)
  throw _requirementFailed(failure, customError)
}

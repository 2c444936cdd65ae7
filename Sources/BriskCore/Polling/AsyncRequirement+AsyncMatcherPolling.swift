// Polling an async requirement with an ``AsyncMatcher``:
// `try await require { await store.count }.toEventually(asyncMatcher)`. The async matcher runs
// once a poll, right after the expression and on the same actor; polling then reads its verdict.
extension AsyncRequirement {
  /// Polls until the actual value matches an async matcher, then returns it.
  /// - Parameters:
  ///   - matcher: The async check.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The value that matched.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @_disfavoredOverload
  @discardableResult
  public func toEventually(
    _ matcher: AsyncMatcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await poll(.toEventually, matcher, timeout, pollInterval, description)
  }

  /// Polls until the actual value does not match an async matcher, then returns it.
  /// - Parameters:
  ///   - matcher: The async check.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The value.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @_disfavoredOverload
  @discardableResult
  public func toEventuallyNot(
    _ matcher: AsyncMatcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await poll(.toEventuallyNot, matcher, timeout, pollInterval, description)
  }

  /// Polls for the whole of `until`, checking that the value never matches an async matcher.
  /// - Parameters:
  ///   - matcher: The async check.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The last value polled.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @_disfavoredOverload
  @discardableResult
  public func toNever(
    _ matcher: AsyncMatcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await poll(.toNever, matcher, until, pollInterval, description)
  }

  /// Polls for the whole of `until`, checking that the value always matches an async matcher.
  /// - Parameters:
  ///   - matcher: The async check.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The last value polled.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @_disfavoredOverload
  @discardableResult
  public func toAlways(
    _ matcher: AsyncMatcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await poll(.toAlways, matcher, until, pollInterval, description)
  }

  /// The same as `toEventuallyNot` with an async matcher: Nimble's `toNotEventually`.
  /// - Parameters:
  ///   - matcher: The async check.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The value.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @_disfavoredOverload
  @discardableResult
  public func toNotEventually(
    _ matcher: AsyncMatcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await toEventuallyNot(
      matcher, timeout: timeout, pollInterval: pollInterval, description: description)
  }

  /// The same as `toNever` with an async matcher: Nimble's `neverTo`.
  /// - Parameters:
  ///   - matcher: The async check.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The value.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @_disfavoredOverload
  @discardableResult
  public func neverTo(
    _ matcher: AsyncMatcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await toNever(matcher, until: until, pollInterval: pollInterval, description: description)
  }

  /// The same as `toAlways` with an async matcher: Nimble's `alwaysTo`.
  /// - Parameters:
  ///   - matcher: The async check.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The value.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @_disfavoredOverload
  @discardableResult
  public func alwaysTo(
    _ matcher: AsyncMatcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await toAlways(
      matcher, until: until, pollInterval: pollInterval, description: description)
  }

  private func poll(
    _ verb: ExpectationVerb,
    _ matcher: AsyncMatcher<Value>,
    _ timeout: PollingDuration?,
    _ pollInterval: PollingDuration?,
    _ description: String?,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    let verdict = AsyncVerdict()
    let judged = AsyncJudgedRequirement(base: self, matcher: matcher, verdict: verdict)
    let reader = Matcher<Value>(
      status: { _ in verdict.status }, message: { _ in verdict.message })
    let result = await Polling.runAsync(
      verb, reader, timeout: timeout, pollInterval: pollInterval, description: description,
      expression: judged, reports: false)
    return try _requiredValue(result, description, location, customError)
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

// `to`, `toNot` and `notTo` with an ``AsyncMatcher``, on the async requirement only:
// `try await requirea(x).to(…)` or `try await require { await x }.to(…)`. The synchronous
// `Requirement` has no such overload, for the reason `Expectation` has none: each overload of
// its `to` makes every `require(x).to(…)` slower to type-check.

extension AsyncRequirement {
  /// Checks that the actual value matches an async matcher, and returns it.
  ///
  /// ```text
  /// expected to be stored, got <3>
  /// ```
  /// - Parameters:
  ///   - matcher: The async check.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The actual value.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @_disfavoredOverload
  @discardableResult
  public func to(
    _ matcher: AsyncMatcher<Value>, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await judge(matcher, .to, description)
  }

  /// Checks that the actual value does not match an async matcher, and returns it.
  /// - Parameters:
  ///   - matcher: The async check.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The actual value.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @_disfavoredOverload
  @discardableResult
  public func toNot(
    _ matcher: AsyncMatcher<Value>, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await judge(matcher, .toNot, description)
  }

  /// The same as `toNot` with an async matcher.
  /// - Parameters:
  ///   - matcher: The async check.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The actual value.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @_disfavoredOverload
  @discardableResult
  public func notTo(
    _ matcher: AsyncMatcher<Value>, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await judge(matcher, .toNot, description)
  }

  /// Evaluates the expression once, lets the async matcher judge it, and returns the value or
  /// reports and throws.
  private func judge(
    _ matcher: AsyncMatcher<Value>,
    _ verb: ExpectationVerb,
    _ description: String?,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    let outcome = await outcome()
    let expression = AsyncExpression(expression: { try outcome.get() }, location: location)
    let (status, message) = await matcher.evaluate(expression)
    let reader = Matcher<Value>(status: { _ in status }, message: { _ in message })
    return try _require(outcome, reader, verb, description, location, customError)
  }
}

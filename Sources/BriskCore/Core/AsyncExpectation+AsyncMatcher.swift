// `to`, `toNot` and `notTo` with an ``AsyncMatcher`` on the async expectation:
// `await expecta(x).to(…)` or `await expect { await x }.to(…)`. The synchronous expectation's
// are in Expectation+AsyncMatcher.swift.

extension AsyncExpectation {
  /// Checks that the actual value matches an async matcher.
  /// - Parameters:
  ///   - matcher: The async check.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The expectation, its ``status`` updated, to chain another check on.
  @_disfavoredOverload
  @discardableResult
  public func to(
    _ matcher: AsyncMatcher<Value>, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    adding(await _verify(matcher, .to, description, asyncExpression, location))
  }

  /// Checks that the actual value does not match an async matcher.
  /// - Parameters:
  ///   - matcher: The async check.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The expectation, its ``status`` updated, to chain another check on.
  @_disfavoredOverload
  @discardableResult
  public func toNot(
    _ matcher: AsyncMatcher<Value>, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    adding(await _verify(matcher, .toNot, description, asyncExpression, location))
  }

  /// The same as ``toNot(_:description:isolation:)-(AsyncMatcher<Value>,_,_)`` with an async matcher.
  /// - Parameters:
  ///   - matcher: The async check.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The expectation, its ``status`` updated, to chain another check on.
  @_disfavoredOverload
  @discardableResult
  public func notTo(
    _ matcher: AsyncMatcher<Value>, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    adding(await _verify(matcher, .toNot, description, asyncExpression, location))
  }

  private var asyncExpression: AsyncExpression<Value> {
    AsyncExpression(expression: expression, location: location)
  }
}

/// Runs an async matcher and reports a failure at `location`.
func _verify<Value>(
  _ matcher: AsyncMatcher<Value>,
  _ verb: ExpectationVerb,
  _ description: String?,
  _ expression: AsyncExpression<Value>,
  _ location: CodeLocation,
  isolation: isolated (any Actor)? = #isolation
) async -> Bool {
  let (status, message) = await matcher.evaluate(expression)
  if status.passes(negated: verb.isNegated) { return true }
  _reportFailure(message.rendered(verb, description: description), at: location)
  return false
}

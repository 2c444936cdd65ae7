// Polling a synchronous expectation with an ``AsyncMatcher``, as Nimble allows:
// `await expect(model.count).toEventually(asyncMatcher)`. The expression is read again at every
// poll, on the caller's actor, and the matcher runs right after it. The overloads are
// disfavoured, so `toEventually(equal(…))` never considers them first.
extension Expectation {
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
    adding(await polled.poll(.toEventually, matcher, timeout, pollInterval, description))
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
    adding(await polled.poll(.toEventuallyNot, matcher, timeout, pollInterval, description))
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
    adding(await polled.poll(.toNever, matcher, until, pollInterval, description))
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
    adding(await polled.poll(.toAlways, matcher, until, pollInterval, description))
  }

  /// The synchronous expression as an async expectation, for the polling loop.
  private var polled: AsyncExpectation<Value> {
    let expression = self.expression
    return AsyncExpectation(expression: { try expression() }, location: location)
  }
}

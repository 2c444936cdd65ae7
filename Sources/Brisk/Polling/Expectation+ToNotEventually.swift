// Nimble's `toNotEventually`, the other spelling of `toEventuallyNot`. It has a name of its own,
// so it adds nothing to what `expect(x).to(…)` is type-checked against.

extension Expectation {
  /// The same as `toEventuallyNot`: Nimble's `toNotEventually`.
  /// - Parameters:
  ///   - matcher: The check, for example `beNil()`.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @available(*, noasync, message: "In async code, write `await expect(…).toNotEventually(…)`")
  @discardableResult
  public func toNotEventually(
    _ matcher: Matcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil
  ) -> Self {
    toEventuallyNot(
      matcher, timeout: timeout, pollInterval: pollInterval, description: description)
  }

  /// The same as `await toEventuallyNot`: Nimble's `toNotEventually`.
  /// - Parameters:
  ///   - matcher: The check, for example `beNil()`.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @discardableResult
  public func toNotEventually(
    _ matcher: Matcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    await toEventuallyNot(
      matcher, timeout: timeout, pollInterval: pollInterval, description: description)
  }
}

extension AsyncExpectation {
  /// The same as `toEventuallyNot`: Nimble's `toNotEventually`.
  /// - Parameters:
  ///   - matcher: The check, for example `beNil()`.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @discardableResult
  public func toNotEventually(
    _ matcher: Matcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    await toEventuallyNot(
      matcher, timeout: timeout, pollInterval: pollInterval, description: description)
  }
}

// `toNever` and `toAlways` on a requirement: they poll for the whole time, then return the last
// value polled, or report and throw at the first poll that breaks the rule. Synchronous forms are
// for XCTest and the main thread; in async code the `async` twins are chosen.

extension Requirement {
  /// Polls for the whole of `until`, checking that the value never matches, then returns it.
  ///
  /// ```text
  /// expected to never equal <1>, got <1>
  /// matched on poll 3
  /// ```
  /// - Parameters:
  ///   - matcher: The check.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  /// - Returns: The last value polled.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @available(*, noasync, message: "In async code, write `try await require(…).toNever(…)`")
  @discardableResult
  public func toNever(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil
  ) throws -> Value {
    try pollSync(.toNever, matcher, until, pollInterval, description)
  }

  /// Polls for the whole of `until`, checking that the value always matches, then returns it.
  ///
  /// ```text
  /// expected to always equal <1>, got <2>
  /// stopped matching on poll 3
  /// ```
  /// - Parameters:
  ///   - matcher: The check.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  /// - Returns: The last value polled.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @available(*, noasync, message: "In async code, write `try await require(…).toAlways(…)`")
  @discardableResult
  public func toAlways(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil
  ) throws -> Value {
    try pollSync(.toAlways, matcher, until, pollInterval, description)
  }
}

extension Requirement {
  /// Polls for the whole of `until`, checking that the value never matches, then returns it.
  ///
  /// ```text
  /// expected to never equal <1>, got <1>
  /// matched on poll 3
  /// ```
  /// - Parameters:
  ///   - matcher: The check.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The last value polled.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @discardableResult
  public func toNever(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await poll(.toNever, matcher, until, pollInterval, description)
  }

  /// Polls for the whole of `until`, checking that the value always matches, then returns it.
  ///
  /// ```text
  /// expected to always equal <1>, got <2>
  /// stopped matching on poll 3
  /// ```
  /// - Parameters:
  ///   - matcher: The check.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The last value polled.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @discardableResult
  public func toAlways(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await poll(.toAlways, matcher, until, pollInterval, description)
  }
}

extension AsyncRequirement {
  /// Polls an async expression for the whole of `until`, checking that it never matches.
  /// - Parameters:
  ///   - matcher: The check.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The last value polled.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @discardableResult
  public func toNever(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await poll(.toNever, matcher, until, pollInterval, description)
  }

  /// Polls an async expression for the whole of `until`, checking that it always matches.
  /// - Parameters:
  ///   - matcher: The check.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The last value polled.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @discardableResult
  public func toAlways(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await poll(.toAlways, matcher, until, pollInterval, description)
  }
}

// Synchronous polling spins the current run loop between checks (main thread) or sleeps
// (elsewhere); it is for XCTest and code on the main thread. In async code the `async` overloads
// are chosen: they sleep with `Task.sleep` and evaluate on the caller's actor.

extension Expectation {
  /// Checks, until `timeout`, that the actual value comes to match; passes at the first poll that matches.
  ///
  /// ```text
  /// expected to eventually equal <5>, got <3>
  /// timed out after 1 s: 101 polls, every 10 ms
  /// ```
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @available(*, noasync, message: "In async code, write `await expect(…).toEventually(…)`")
  @discardableResult
  public func toEventually(
    _ matcher: Matcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil
  ) -> Self {
    adding(
      Polling.runSync(
        .toEventually, matcher, timeout: timeout, pollInterval: pollInterval,
        description: description,
        location: location, evaluate: outcome
      ).passed)
  }

  /// Checks, until `timeout`, that the actual value comes to not match; passes at the first poll that does not match.
  ///
  /// ```text
  /// expected to eventually not be nil, got <nil>
  /// timed out after 1 s: 101 polls, every 10 ms
  /// ```
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @available(*, noasync, message: "In async code, write `await expect(…).toEventuallyNot(…)`")
  @discardableResult
  public func toEventuallyNot(
    _ matcher: Matcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil
  ) -> Self {
    adding(
      Polling.runSync(
        .toEventuallyNot, matcher, timeout: timeout, pollInterval: pollInterval,
        description: description,
        location: location, evaluate: outcome
      ).passed)
  }

  /// Checks, for the whole of `until`, that the actual value never matches; fails at the first poll that matches.
  ///
  /// ```text
  /// expected to never equal <1>, got <1>
  /// matched on poll 3
  /// ```
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @available(*, noasync, message: "In async code, write `await expect(…).toNever(…)`")
  @discardableResult
  public func toNever(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil
  ) -> Self {
    adding(
      Polling.runSync(
        .toNever, matcher, timeout: until, pollInterval: pollInterval, description: description,
        location: location, evaluate: outcome
      ).passed)
  }

  /// Checks, for the whole of `until`, that the actual value always matches; fails at the first poll that does not.
  ///
  /// ```text
  /// expected to always equal <1>, got <2>
  /// stopped matching on poll 3
  /// ```
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @available(*, noasync, message: "In async code, write `await expect(…).toAlways(…)`")
  @discardableResult
  public func toAlways(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil
  ) -> Self {
    adding(
      Polling.runSync(
        .toAlways, matcher, timeout: until, pollInterval: pollInterval, description: description,
        location: location, evaluate: outcome
      ).passed)
  }
}

extension Expectation {
  /// Checks, until `timeout`, that the actual value comes to match; passes at the first poll that matches.
  ///
  /// ```text
  /// expected to eventually equal <5>, got <3>
  /// timed out after 1 s: 101 polls, every 10 ms
  /// ```
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @discardableResult
  public func toEventually(
    _ matcher: Matcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    adding(
      await Polling.runAsync(
        .toEventually, matcher, timeout: timeout, pollInterval: pollInterval,
        description: description,
        expression: self
      ).passed)
  }

  /// Checks, until `timeout`, that the actual value comes to not match; passes at the first poll that does not match.
  ///
  /// ```text
  /// expected to eventually not be nil, got <nil>
  /// timed out after 1 s: 101 polls, every 10 ms
  /// ```
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @discardableResult
  public func toEventuallyNot(
    _ matcher: Matcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    adding(
      await Polling.runAsync(
        .toEventuallyNot, matcher, timeout: timeout, pollInterval: pollInterval,
        description: description,
        expression: self
      ).passed)
  }

  /// Checks, for the whole of `until`, that the actual value never matches; fails at the first poll that matches.
  ///
  /// ```text
  /// expected to never equal <1>, got <1>
  /// matched on poll 3
  /// ```
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @discardableResult
  public func toNever(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    adding(
      await Polling.runAsync(
        .toNever, matcher, timeout: until, pollInterval: pollInterval, description: description,
        expression: self
      ).passed)
  }

  /// Checks, for the whole of `until`, that the actual value always matches; fails at the first poll that does not.
  ///
  /// ```text
  /// expected to always equal <1>, got <2>
  /// stopped matching on poll 3
  /// ```
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @discardableResult
  public func toAlways(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    adding(
      await Polling.runAsync(
        .toAlways, matcher, timeout: until, pollInterval: pollInterval, description: description,
        expression: self
      ).passed)
  }
}

// Nimble's other spellings of `toNever` and `toAlways`. They have names of their own, so they
// add nothing to what `expect(x).to(…)` is type-checked against.

public import BriskCore

extension Expectation {
  /// The same as `toNever`: Nimble's `neverTo`.
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @available(*, noasync, message: "In async code, write `await expect(…).neverTo(…)`")
  @discardableResult
  public func neverTo(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil
  ) -> Self {
    pollSync(.toNever, as: "neverTo", matcher, until, pollInterval, description)
  }

  /// The same as `toAlways`: Nimble's `alwaysTo`.
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @available(*, noasync, message: "In async code, write `await expect(…).alwaysTo(…)`")
  @discardableResult
  public func alwaysTo(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil
  ) -> Self {
    pollSync(.toAlways, as: "alwaysTo", matcher, until, pollInterval, description)
  }
}

extension Expectation {
  /// The same as `await toNever`: Nimble's `neverTo`.
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @discardableResult
  public func neverTo(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    await poll(.toNever, as: "neverTo", matcher, until, pollInterval, description)
  }

  /// The same as `await toAlways`: Nimble's `alwaysTo`.
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @discardableResult
  public func alwaysTo(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    await poll(.toAlways, as: "alwaysTo", matcher, until, pollInterval, description)
  }
}

extension AsyncExpectation {
  /// The same as `toNever`: Nimble's `neverTo`.
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @discardableResult
  public func neverTo(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    await poll(.toNever, as: "neverTo", matcher, until, pollInterval, description)
  }

  /// The same as `toAlways`: Nimble's `alwaysTo`.
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current`` when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @discardableResult
  public func alwaysTo(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    await poll(.toAlways, as: "alwaysTo", matcher, until, pollInterval, description)
  }
}

// Nimble's other spellings of the polling requirements: `toNotEventually`, `neverTo` and
// `alwaysTo`. They have names of their own, so they add nothing to what `require(x).to(…)` is
// type-checked against.

extension Requirement {
  /// The same as `toEventuallyNot`: Nimble's `toNotEventually`.
  /// - Parameters:
  ///   - matcher: The check.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  /// - Returns: The value.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @available(*, noasync, message: "In async code, write `try await require(…).toNotEventually(…)`")
  @discardableResult
  public func toNotEventually(
    _ matcher: Matcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil
  ) throws -> Value {
    try toEventuallyNot(
      matcher, timeout: timeout, pollInterval: pollInterval, description: description)
  }

  /// The same as `toNever`: Nimble's `neverTo`.
  /// - Parameters:
  ///   - matcher: The check.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  /// - Returns: The value.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @available(*, noasync, message: "In async code, write `try await require(…).neverTo(…)`")
  @discardableResult
  public func neverTo(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil
  ) throws -> Value {
    try toNever(matcher, until: until, pollInterval: pollInterval, description: description)
  }

  /// The same as `toAlways`: Nimble's `alwaysTo`.
  /// - Parameters:
  ///   - matcher: The check.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  /// - Returns: The value.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @available(*, noasync, message: "In async code, write `try await require(…).alwaysTo(…)`")
  @discardableResult
  public func alwaysTo(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil
  ) throws -> Value {
    try toAlways(matcher, until: until, pollInterval: pollInterval, description: description)
  }
}

extension Requirement {
  /// The same as `toEventuallyNot`: Nimble's `toNotEventually`.
  /// - Parameters:
  ///   - matcher: The check.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The value.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @discardableResult
  public func toNotEventually(
    _ matcher: Matcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await toEventuallyNot(
      matcher, timeout: timeout, pollInterval: pollInterval, description: description)
  }

  /// The same as `toNever`: Nimble's `neverTo`.
  /// - Parameters:
  ///   - matcher: The check.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The value.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @discardableResult
  public func neverTo(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await toNever(matcher, until: until, pollInterval: pollInterval, description: description)
  }

  /// The same as `toAlways`: Nimble's `alwaysTo`.
  /// - Parameters:
  ///   - matcher: The check.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The value.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @discardableResult
  public func alwaysTo(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await toAlways(matcher, until: until, pollInterval: pollInterval, description: description)
  }
}

extension AsyncRequirement {
  /// The same as `toEventuallyNot`: Nimble's `toNotEventually`.
  /// - Parameters:
  ///   - matcher: The check.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The value.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @discardableResult
  public func toNotEventually(
    _ matcher: Matcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await toEventuallyNot(
      matcher, timeout: timeout, pollInterval: pollInterval, description: description)
  }

  /// The same as `toNever`: Nimble's `neverTo`.
  /// - Parameters:
  ///   - matcher: The check.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The value.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @discardableResult
  public func neverTo(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await toNever(matcher, until: until, pollInterval: pollInterval, description: description)
  }

  /// The same as `toAlways`: Nimble's `alwaysTo`.
  /// - Parameters:
  ///   - matcher: The check.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The value.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @discardableResult
  public func alwaysTo(
    _ matcher: Matcher<Value>,
    until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await toAlways(matcher, until: until, pollInterval: pollInterval, description: description)
  }
}

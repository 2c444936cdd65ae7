// Nimble's other spellings of the polling requirements: `toNotEventually`, `neverTo` and
// `alwaysTo`. They have names of their own, so they add nothing to what `require(x).to(…)` is
// type-checked against.

public import BriskCore

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
    try pollSync(
      .toEventuallyNot, matcher, timeout, pollInterval, description,
      api: PollingAPI(name: "toNotEventually", asyncForm: "try await require(…).toNotEventually(…)")
    )
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
    try pollSync(
      .toNever, matcher, until, pollInterval, description,
      api: PollingAPI(name: "neverTo", asyncForm: "try await require(…).neverTo(…)"))
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
    try pollSync(
      .toAlways, matcher, until, pollInterval, description,
      api: PollingAPI(name: "alwaysTo", asyncForm: "try await require(…).alwaysTo(…)"))
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
    try await poll(
      .toEventuallyNot, matcher, timeout, pollInterval, description,
      api: PollingAPI(name: "toNotEventually", asyncForm: "try await require(…).toNotEventually(…)")
    )
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
    try await poll(
      .toNever, matcher, until, pollInterval, description,
      api: PollingAPI(name: "neverTo", asyncForm: "try await require(…).neverTo(…)"))
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
    try await poll(
      .toAlways, matcher, until, pollInterval, description,
      api: PollingAPI(name: "alwaysTo", asyncForm: "try await require(…).alwaysTo(…)"))
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
    try await poll(
      .toEventuallyNot, matcher, timeout, pollInterval, description,
      api: PollingAPI(name: "toNotEventually", asyncForm: "try await require(…).toNotEventually(…)")
    )
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
    try await poll(
      .toNever, matcher, until, pollInterval, description,
      api: PollingAPI(name: "neverTo", asyncForm: "try await require(…).neverTo(…)"))
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
    try await poll(
      .toAlways, matcher, until, pollInterval, description,
      api: PollingAPI(name: "alwaysTo", asyncForm: "try await require(…).alwaysTo(…)"))
  }
}

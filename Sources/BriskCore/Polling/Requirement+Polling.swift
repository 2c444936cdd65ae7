extension Requirement {
  /// Polls until the actual value matches, then returns it; reports and throws at the timeout.
  ///
  /// ```swift
  /// let row = try require(table.selectedRow).toEventually(beGreaterThan(0))
  /// ```
  ///
  /// ```text
  /// expected to eventually be greater than <0>, got <nil>
  /// timed out after 1 s: 101 polls, every 10 ms
  /// ```
  /// - Parameters:
  ///   - matcher: The check.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  /// - Returns: The value that matched.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @available(*, noasync, message: "In async code, write `try await require(…).toEventually(…)`")
  @discardableResult
  public func toEventually(
    _ matcher: Matcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil
  ) throws -> Value {
    try pollSync(.toEventually, matcher, timeout, pollInterval, description)
  }

  /// Polls until the actual value does not match, then returns it; reports and throws at the
  /// timeout.
  ///
  /// ```text
  /// expected to eventually not be nil, got <nil>
  /// timed out after 1 s: 101 polls, every 10 ms
  /// ```
  /// - Parameters:
  ///   - matcher: The check.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  /// - Returns: The value.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @available(*, noasync, message: "In async code, write `try await require(…).toEventuallyNot(…)`")
  @discardableResult
  public func toEventuallyNot(
    _ matcher: Matcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil
  ) throws -> Value {
    try pollSync(.toEventuallyNot, matcher, timeout, pollInterval, description)
  }

  /// Polls until the actual value matches, then returns it; reports and throws at the timeout.
  /// - Parameters:
  ///   - matcher: The check.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The value that matched.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @discardableResult
  public func toEventually(
    _ matcher: Matcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await poll(.toEventually, matcher, timeout, pollInterval, description)
  }

  /// Polls until the actual value does not match, then returns it:
  /// `try await require(cell.label).toEventuallyNot(beNil())`.
  /// - Parameters:
  ///   - matcher: The check.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The value.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @discardableResult
  public func toEventuallyNot(
    _ matcher: Matcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await poll(.toEventuallyNot, matcher, timeout, pollInterval, description)
  }

  /// Polls synchronously (run loop or sleep) and returns the value, or throws.
  package func pollSync(
    _ verb: ExpectationVerb,
    _ matcher: Matcher<Value>,
    _ timeout: PollingDuration?,
    _ pollInterval: PollingDuration?,
    _ description: String?,
    api: PollingAPI? = nil
  ) throws -> Value {
    let api =
      api
      ?? PollingAPI(
        name: verb.pollingName, asyncForm: "try await require(…).\(verb.pollingName)(…)")
    let result = Polling.runSync(
      verb, matcher, timeout: timeout, pollInterval: pollInterval, description: description,
      location: location, api: api, reports: false, evaluate: { Result { try expression() } })
    return try _requiredValue(result, description, location, customError)
  }

  /// Polls with `Task.sleep` on the caller's actor and returns the value, or throws.
  package func poll(
    _ verb: ExpectationVerb,
    _ matcher: Matcher<Value>,
    _ timeout: PollingDuration?,
    _ pollInterval: PollingDuration?,
    _ description: String?,
    api: PollingAPI? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    let result = await Polling.runAsync(
      verb, matcher, timeout: timeout, pollInterval: pollInterval, description: description,
      expression: self, api: api, reports: false)
    return try _requiredValue(result, description, location, customError)
  }
}

extension AsyncRequirement {
  /// Polls an async expression until it matches, then returns the value.
  /// - Parameters:
  ///   - matcher: The check.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The value that matched.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @discardableResult
  public func toEventually(
    _ matcher: Matcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await poll(.toEventually, matcher, timeout, pollInterval, description)
  }

  /// Polls an async expression until it does not match, then returns the value.
  /// - Parameters:
  ///   - matcher: The check.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression is evaluated on it.
  /// - Returns: The value.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @discardableResult
  public func toEventuallyNot(
    _ matcher: Matcher<Value>,
    timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await poll(.toEventuallyNot, matcher, timeout, pollInterval, description)
  }

  /// Polls with `Task.sleep` on the caller's actor and returns the value, or throws.
  package func poll(
    _ verb: ExpectationVerb,
    _ matcher: Matcher<Value>,
    _ timeout: PollingDuration?,
    _ pollInterval: PollingDuration?,
    _ description: String?,
    api: PollingAPI? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    let result = await Polling.runAsync(
      verb, matcher, timeout: timeout, pollInterval: pollInterval, description: description,
      expression: self, api: api, reports: false)
    return try _requiredValue(result, description, location, customError)
  }
}

/// The value a polling requirement ended with, or the thrown ``RequireError``. The polling left
/// its failure unreported (`reports: false`), so it is reported here, once, with the error.
func _requiredValue<Value>(
  _ result: Polling.Result<Value>, _ description: String?, _ location: CodeLocation,
  _ customError: (any Error)?
) throws -> Value {
  if let failure = result.failure { throw _requirementFailed(failure, customError) }
  if let value = result.value { return value }
  let failure = RecordedFailure(
    message: ExpectationMessage.noValueToReturn.rendered(.to, description: description),
    location: location)
  throw _requirementFailed(failure, customError)
}

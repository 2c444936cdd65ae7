// Nimble's `toNotEventually`, the other spelling of `toEventuallyNot`. It has a name of its own,
// so it adds nothing to what `expect(x).to(…)` is type-checked against.

public import BriskCore

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
    pollSync(.toEventuallyNot, as: "toNotEventually", matcher, timeout, pollInterval, description)
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
    await poll(.toEventuallyNot, as: "toNotEventually", matcher, timeout, pollInterval, description)
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
    await poll(.toEventuallyNot, as: "toNotEventually", matcher, timeout, pollInterval, description)
  }
}

extension Expectation {
  /// Polls synchronously under the name the caller wrote, so that a refusal names it.
  func pollSync(
    _ verb: ExpectationVerb, as name: String, _ matcher: Matcher<Value>,
    _ timeout: PollingDuration?, _ pollInterval: PollingDuration?, _ description: String?
  ) -> Self {
    adding(
      Polling.runSync(
        verb, matcher, timeout: timeout, pollInterval: pollInterval, description: description,
        location: location,
        api: PollingAPI(name: name, asyncForm: "await expect(…).\(name)(…)"),
        evaluate: outcome
      ).passed)
  }

  /// Polls with `Task.sleep` under the name the caller wrote, so that a refusal names it.
  func poll(
    _ verb: ExpectationVerb, as name: String, _ matcher: Matcher<Value>,
    _ timeout: PollingDuration?, _ pollInterval: PollingDuration?, _ description: String?,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    adding(
      await Polling.runAsync(
        verb, matcher, timeout: timeout, pollInterval: pollInterval, description: description,
        expression: self, api: PollingAPI(name: name, asyncForm: "await expect(…).\(name)(…)")
      ).passed)
  }
}

extension AsyncExpectation {
  /// Polls under the name the caller wrote, so that a refusal names it.
  func poll(
    _ verb: ExpectationVerb, as name: String, _ matcher: Matcher<Value>,
    _ timeout: PollingDuration?, _ pollInterval: PollingDuration?, _ description: String?,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    adding(
      await Polling.runAsync(
        verb, matcher, timeout: timeout, pollInterval: pollInterval, description: description,
        expression: self, api: PollingAPI(name: name, asyncForm: "await expect(…).\(name)(…)")
      ).passed)
  }
}

// Nimble's spellings of the verbs on ``Expectation`` (`expect(…)`), in the grid's fixed order:
// for a ``Matcher``, then an ``AsyncMatcher``: `notTo`, `toNotEventually`, `neverTo`,
// `alwaysTo`. A synchronous polling verb has a synchronous form, for XCTest and the main thread,
// and an `async` one, which async code gets. They have names of their own, so they add nothing
// to what `expect(…).to(…)` is type-checked against.

public import BriskCore

extension Expectation {
  /// The same as `toNot`: Nimble's spelling.
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - description: Shown on its own line above the failure message.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @discardableResult
  public func notTo(_ matcher: Matcher<Value>, description: String? = nil) -> Self {
    toNot(matcher, description: description)
  }

  /// The same as `toEventuallyNot`: Nimble's spelling.
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current``
  ///     when `nil`.
  ///   - description: Shown on its own line above the failure message.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @available(*, noasync, message: "In async code, write `await expect(…).toNotEventually(…)`")
  @discardableResult
  public func toNotEventually(
    _ matcher: Matcher<Value>, timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil, description: String? = nil
  ) -> Self {
    pollSync(
      .toEventuallyNot, matcher, timeout, pollInterval, description,
      api: .expectation("toNotEventually"))
  }

  /// The same as `toEventuallyNot`: Nimble's spelling.
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current``
  ///     when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression runs on it.
  /// - Returns: The check's ``ExpectationResult``, `Sendable`, so a `Task` can return it.
  @discardableResult
  public func toNotEventually(
    _ matcher: Matcher<Value>, timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    await poll(
      .toEventuallyNot, matcher, timeout, pollInterval, description,
      api: .expectation("toNotEventually"))
  }

  /// The same as `toNever`: Nimble's spelling.
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current``
  ///     when `nil`.
  ///   - description: Shown on its own line above the failure message.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @available(*, noasync, message: "In async code, write `await expect(…).neverTo(…)`")
  @discardableResult
  public func neverTo(
    _ matcher: Matcher<Value>, until: PollingDuration? = nil, pollInterval: PollingDuration? = nil,
    description: String? = nil
  ) -> Self {
    pollSync(.toNever, matcher, until, pollInterval, description, api: .expectation("neverTo"))
  }

  /// The same as `toNever`: Nimble's spelling.
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current``
  ///     when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression runs on it.
  /// - Returns: The check's ``ExpectationResult``, `Sendable`, so a `Task` can return it.
  @discardableResult
  public func neverTo(
    _ matcher: Matcher<Value>, until: PollingDuration? = nil, pollInterval: PollingDuration? = nil,
    description: String? = nil, isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    await poll(.toNever, matcher, until, pollInterval, description, api: .expectation("neverTo"))
  }

  /// The same as `toAlways`: Nimble's spelling.
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current``
  ///     when `nil`.
  ///   - description: Shown on its own line above the failure message.
  /// - Returns: The expectation, its `status` updated, to chain another check on.
  @available(*, noasync, message: "In async code, write `await expect(…).alwaysTo(…)`")
  @discardableResult
  public func alwaysTo(
    _ matcher: Matcher<Value>, until: PollingDuration? = nil, pollInterval: PollingDuration? = nil,
    description: String? = nil
  ) -> Self {
    pollSync(.toAlways, matcher, until, pollInterval, description, api: .expectation("alwaysTo"))
  }

  /// The same as `toAlways`: Nimble's spelling.
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current``
  ///     when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression runs on it.
  /// - Returns: The check's ``ExpectationResult``, `Sendable`, so a `Task` can return it.
  @discardableResult
  public func alwaysTo(
    _ matcher: Matcher<Value>, until: PollingDuration? = nil, pollInterval: PollingDuration? = nil,
    description: String? = nil, isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    await poll(.toAlways, matcher, until, pollInterval, description, api: .expectation("alwaysTo"))
  }

  /// The same as `toNot`: Nimble's spelling.
  /// - Parameters:
  ///   - matcher: The async check, for example `equal(5)`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The check's ``ExpectationResult``, `Sendable`, so a `Task` can return it.
  @_disfavoredOverload
  @discardableResult
  public func notTo(
    _ matcher: AsyncMatcher<Value>, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    await check(.toNot, matcher, description)
  }

  /// The same as `toEventuallyNot`: Nimble's spelling.
  /// - Parameters:
  ///   - matcher: The async check, for example `equal(5)`.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current``
  ///     when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The check's ``ExpectationResult``, `Sendable`, so a `Task` can return it.
  @_disfavoredOverload
  @discardableResult
  public func toNotEventually(
    _ matcher: AsyncMatcher<Value>, timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    await poll(
      .toEventuallyNot, matcher, timeout, pollInterval, description,
      api: .expectation("toNotEventually"))
  }

  /// The same as `toNever`: Nimble's spelling.
  /// - Parameters:
  ///   - matcher: The async check, for example `equal(5)`.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current``
  ///     when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The check's ``ExpectationResult``, `Sendable`, so a `Task` can return it.
  @_disfavoredOverload
  @discardableResult
  public func neverTo(
    _ matcher: AsyncMatcher<Value>, until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    await poll(.toNever, matcher, until, pollInterval, description, api: .expectation("neverTo"))
  }

  /// The same as `toAlways`: Nimble's spelling.
  /// - Parameters:
  ///   - matcher: The async check, for example `equal(5)`.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current``
  ///     when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The check's ``ExpectationResult``, `Sendable`, so a `Task` can return it.
  @_disfavoredOverload
  @discardableResult
  public func alwaysTo(
    _ matcher: AsyncMatcher<Value>, until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    await poll(.toAlways, matcher, until, pollInterval, description, api: .expectation("alwaysTo"))
  }
}

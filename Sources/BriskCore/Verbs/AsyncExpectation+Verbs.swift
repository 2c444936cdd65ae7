// The verbs on an ``AsyncExpectation`` (`expect { await … }`), in the grid's fixed order: for a
// ``Matcher``, then an ``AsyncMatcher``: `to`, `toNot`, `toEventually`, `toEventuallyNot`,
// `toNever`, `toAlways`. Nimble's spellings of the same verbs are in BriskNimble. Every verb is
// one line over `Checks.swift`; the grid test (`VerbGridTests`) calls every one.

extension AsyncExpectation {
  /// Checks that the actual value matches.
  ///
  /// ```text
  /// expected to equal <2>, got <1>
  /// ```
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression runs on it.
  /// - Returns: The check's ``ExpectationResult``, `Sendable`, so a `Task` can return it.
  @discardableResult
  public func to(
    _ matcher: Matcher<Value>, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    await check(.to, matcher, description)
  }

  /// Checks that the actual value does not match.
  ///
  /// ```text
  /// expected to not equal <1>, got <1>
  /// ```
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression runs on it.
  /// - Returns: The check's ``ExpectationResult``, `Sendable`, so a `Task` can return it.
  @discardableResult
  public func toNot(
    _ matcher: Matcher<Value>, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    await check(.toNot, matcher, description)
  }

  /// Checks, until `timeout`, that the actual value comes to match; passes at the first poll that
  /// matches.
  ///
  /// ```text
  /// expected to eventually equal <5>, got <3>
  /// timed out after 1 s, polling every 10 ms
  /// ```
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current``
  ///     when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression runs on it.
  /// - Returns: The check's ``ExpectationResult``, `Sendable`, so a `Task` can return it.
  @discardableResult
  public func toEventually(
    _ matcher: Matcher<Value>, timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    await poll(.toEventually, matcher, timeout, pollInterval, description)
  }

  /// Checks, until `timeout`, that the actual value comes to not match; passes at the first poll
  /// that does not match.
  ///
  /// ```text
  /// expected to eventually not be nil, got <nil>
  /// timed out after 1 s, polling every 10 ms
  /// ```
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - timeout: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current``
  ///     when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression runs on it.
  /// - Returns: The check's ``ExpectationResult``, `Sendable`, so a `Task` can return it.
  @discardableResult
  public func toEventuallyNot(
    _ matcher: Matcher<Value>, timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    await poll(.toEventuallyNot, matcher, timeout, pollInterval, description)
  }

  /// Checks, for the whole of `until`, that the actual value never matches; fails at the first
  /// poll that matches.
  ///
  /// ```text
  /// expected to never equal <1>, got <1>
  /// matched while polling
  /// ```
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current``
  ///     when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression runs on it.
  /// - Returns: The check's ``ExpectationResult``, `Sendable`, so a `Task` can return it.
  @discardableResult
  public func toNever(
    _ matcher: Matcher<Value>, until: PollingDuration? = nil, pollInterval: PollingDuration? = nil,
    description: String? = nil, isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    await poll(.toNever, matcher, until, pollInterval, description)
  }

  /// Checks, for the whole of `until`, that the actual value always matches; fails at the first
  /// poll that does not.
  ///
  /// ```text
  /// expected to always equal <1>, got <2>
  /// stopped matching while polling
  /// ```
  /// - Parameters:
  ///   - matcher: The check, for example `equal(5)`.
  ///   - until: How long to poll; ``PollingDefaults/current`` when `nil`.
  ///   - pollInterval: The longest wait between two checks; ``PollingDefaults/current``
  ///     when `nil`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression runs on it.
  /// - Returns: The check's ``ExpectationResult``, `Sendable`, so a `Task` can return it.
  @discardableResult
  public func toAlways(
    _ matcher: Matcher<Value>, until: PollingDuration? = nil, pollInterval: PollingDuration? = nil,
    description: String? = nil, isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    await poll(.toAlways, matcher, until, pollInterval, description)
  }

  /// Checks that the actual value, judged by an async matcher, matches.
  /// - Parameters:
  ///   - matcher: The async check, for example `equal(5)`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The check's ``ExpectationResult``, `Sendable`, so a `Task` can return it.
  @_disfavoredOverload
  @discardableResult
  public func to(
    _ matcher: AsyncMatcher<Value>, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    await check(.to, matcher, description)
  }

  /// Checks that the actual value, judged by an async matcher, does not match.
  /// - Parameters:
  ///   - matcher: The async check, for example `equal(5)`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression and the matcher run on it.
  /// - Returns: The check's ``ExpectationResult``, `Sendable`, so a `Task` can return it.
  @_disfavoredOverload
  @discardableResult
  public func toNot(
    _ matcher: AsyncMatcher<Value>, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    await check(.toNot, matcher, description)
  }

  /// Checks, until `timeout`, that the actual value, judged by an async matcher, comes to match;
  /// passes at the first poll that matches.
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
  public func toEventually(
    _ matcher: AsyncMatcher<Value>, timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    await poll(.toEventually, matcher, timeout, pollInterval, description)
  }

  /// Checks, until `timeout`, that the actual value, judged by an async matcher, comes to not
  /// match; passes at the first poll that does not match.
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
  public func toEventuallyNot(
    _ matcher: AsyncMatcher<Value>, timeout: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    await poll(.toEventuallyNot, matcher, timeout, pollInterval, description)
  }

  /// Checks, for the whole of `until`, that the actual value, judged by an async matcher, never
  /// matches; fails at the first poll that matches.
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
  public func toNever(
    _ matcher: AsyncMatcher<Value>, until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    await poll(.toNever, matcher, until, pollInterval, description)
  }

  /// Checks, for the whole of `until`, that the actual value, judged by an async matcher, always
  /// matches; fails at the first poll that does not.
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
  public func toAlways(
    _ matcher: AsyncMatcher<Value>, until: PollingDuration? = nil,
    pollInterval: PollingDuration? = nil, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ExpectationResult {
    await poll(.toAlways, matcher, until, pollInterval, description)
  }
}

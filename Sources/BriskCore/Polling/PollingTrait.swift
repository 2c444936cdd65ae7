#if canImport(Testing)
  public import Testing

  /// A Swift Testing trait that sets the polling defaults for a test, or for every test in a suite.
  ///
  /// ```swift
  /// @Test(.polling(timeout: .seconds(3), pollInterval: .milliseconds(5)))
  /// func menuAppears() async { … }
  /// ```
  public struct PollingTrait: TestTrait, SuiteTrait, TestScoping {
    /// The default timeout in the scope, or `nil` to keep the surrounding one.
    public var timeout: PollingDuration?
    /// The default poll interval in the scope, or `nil` to keep the surrounding one.
    public var pollInterval: PollingDuration?

    /// Applied to each test of a suite, so a test's own trait still wins.
    public var isRecursive: Bool { true }

    public func provideScope(
      for test: Test,
      testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      try await withPollingDefaults(timeout: timeout, pollInterval: pollInterval) {
        try await function()
      }
    }
  }

  extension Trait where Self == PollingTrait {
    /// Sets the polling defaults for a test or a suite.
    /// - Parameters:
    ///   - timeout: The default timeout, or `nil` to keep the surrounding one.
    ///   - pollInterval: The default poll interval, or `nil` to keep the surrounding one.
    /// - Returns: The trait.
    public static func polling(
      timeout: PollingDuration? = nil,
      pollInterval: PollingDuration? = nil
    ) -> Self {
      PollingTrait(timeout: timeout, pollInterval: pollInterval)
    }
  }
#endif

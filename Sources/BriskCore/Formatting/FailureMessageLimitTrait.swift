#if canImport(Testing)
  public import Testing

  /// A Swift Testing trait that sets the failure message limits for a test, or for every test in
  /// a suite.
  ///
  /// ```swift
  /// @Test(.failureMessageLimit(characters: 1_000_000))
  /// func wholeReportIsShown() { … }
  /// ```
  public struct FailureMessageLimitTrait: TestTrait, SuiteTrait, TestScoping {
    /// The most characters a whole message may have, or `nil` to keep the surrounding limit.
    public var characters: Int?
    /// The most time spent rendering one message's values, or `nil` to keep the surrounding one.
    public var time: PollingDuration?
    /// Where the trait was written; a bad limit is reported there.
    public var sourceLocation: SourceLocation

    /// Applied to each test of a suite, so a test's own trait still wins.
    public var isRecursive: Bool { true }

    public func provideScope(
      for test: Test,
      testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      let limit = FailureMessageLimit.replacing(characters: characters, time: time) {
        Issue.record(Comment(rawValue: $0), sourceLocation: sourceLocation)
      }
      try await FailureMessageLimit.$scoped.withValue(limit) {
        try await function()
      }
    }
  }

  extension Trait where Self == FailureMessageLimitTrait {
    /// Sets the failure message limits for a test or a suite.
    /// - Parameters:
    ///   - characters: The most characters a whole message may have, or `nil` to keep the
    ///     surrounding limit.
    ///   - time: The most time spent rendering one message's values, or `nil` to keep the
    ///     surrounding one.
    ///   - sourceLocation: Where the trait is written; leave the default.
    /// - Returns: The trait.
    public static func failureMessageLimit(
      characters: Int? = nil,
      time: PollingDuration? = nil,
      sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
      FailureMessageLimitTrait(characters: characters, time: time, sourceLocation: sourceLocation)
    }
  }
#endif

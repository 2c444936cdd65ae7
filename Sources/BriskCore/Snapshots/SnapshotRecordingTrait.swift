#if canImport(Testing)
  public import Testing

  /// A Swift Testing trait that records every snapshot of a test, or of every test in a suite.
  ///
  /// ```swift
  /// @Test(.recordSnapshots) func checkoutSummary() {
  ///   expect(summary).to(matchSnapshot())   // writes the golden file and fails, saying so
  /// }
  /// ```
  public struct SnapshotRecordingTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applied to each test of a suite.
    public var isRecursive: Bool { true }

    public func provideScope(
      for test: Test,
      testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      try await SnapshotSettings.$recording.withValue(.trait) {
        try await function()
      }
    }
  }

  extension Trait where Self == SnapshotRecordingTrait {
    /// Records the snapshots of a test or a suite instead of comparing them.
    public static var recordSnapshots: Self {
      SnapshotRecordingTrait()
    }
  }
#endif

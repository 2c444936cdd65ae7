#if canImport(Testing)
  public import Testing

  /// A Swift Testing trait that makes each run of a test count its snapshots afresh, so that
  /// repeating it (`swift test --repetitions 3`, `--repeat-until`, Xcode's "Run Repeatedly")
  /// compares every run with the same golden files; on a suite it applies to each of its tests.
  ///
  /// ```swift
  /// @Suite(.repeatableSnapshots) struct ReceiptTests {
  ///   @Test func receipt() {
  ///     expect(receipt).to(matchSnapshot())   // receipt.1.txt in every run
  ///   }
  /// }
  /// ```
  ///
  /// Swift Testing runs a repeated test again under the same identity, and its public API does
  /// not tell one run from the next; this trait marks where each run starts. Two checks that make
  /// one file in one run still fail at the second. When the process was started to repeat its
  /// Swift Testing tests, a snapshot check in a test without the trait fails, saying to add it:
  ///
  /// ```text
  /// expected to match a snapshot, got a test that Swift Testing repeats (--repetitions 3) without the .repeatableSnapshots trait, so its runs would share one count; add the trait to the test or its suite
  /// ```
  public struct RepeatableSnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applied to each test of a suite.
    public var isRecursive: Bool { true }

    /// Scopes each run of a test function, all its cases together, so two cases of a
    /// parameterized test that name one file still fail; a suite gets no scope of its own.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
      test.isSuite || testCase != nil ? nil : self
    }

    public func provideScope(
      for test: Test,
      testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      try await SnapshotRun.start {
        try await function()
      }
    }
  }

  extension Trait where Self == RepeatableSnapshotsTrait {
    /// Counts the snapshots of each run of a test afresh, so a repeated test finds its files.
    public static var repeatableSnapshots: Self {
      RepeatableSnapshotsTrait()
    }
  }
#endif

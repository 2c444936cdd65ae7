#if canImport(Testing)
  public import Testing

  /// A trait that checks, when each test ends, that the objects it passed to `trackForLeaks(_:)`
  /// were released.
  ///
  /// ```swift
  /// @Test(.checksForLeaks) func releasesTheScreen() { … }
  /// @Suite(.checksForLeaks) struct CheckoutTests { … }   // every test in the suite
  /// ```
  public struct LeakCheckingTrait: TestTrait, SuiteTrait, TestScoping {
    /// A suite's tests, and the tests of suites nested in it, are each checked.
    public var isRecursive: Bool { true }

    /// Scopes each test case, never a whole suite, so every test is checked on its own.
    /// - Parameters:
    ///   - test: The test or suite.
    ///   - testCase: The test case, or `nil` for the test or suite as a whole.
    /// - Returns: This trait for a test case; `nil` otherwise.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
      testCase == nil ? nil : self
    }

    /// Runs the test case in a leak-tracking scope and checks it when the test ends.
    /// - Parameters:
    ///   - test: The test.
    ///   - testCase: The test case.
    ///   - function: The test case's body.
    public func provideScope(
      for test: Test,
      testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      try await LeakTracker.scope("the test ends", function)
    }
  }

  extension Trait where Self == LeakCheckingTrait {
    /// Checks, when each test ends, that the objects passed to `trackForLeaks(_:)` were released.
    public static var checksForLeaks: Self {
      LeakCheckingTrait()
    }
  }
#endif

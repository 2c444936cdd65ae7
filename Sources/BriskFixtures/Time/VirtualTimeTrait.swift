#if canImport(Testing)
  public import Testing

  /// A Swift Testing trait that runs each test with a fresh ``VirtualClock`` for async polling,
  /// as ``withVirtualTime(_:fileID:filePath:line:column:isolation:_:)`` does; the test reads it
  /// as ``VirtualClock/current``.
  ///
  /// ```swift
  /// @Test(.virtualTime) func searchesAfterTheQuietPeriod() async {
  ///   let clock = VirtualClock.current!
  ///   let model = SearchModel(clock: clock)
  ///   model.queryChanged("brisk")
  ///   await expect(model.searches).toEventually(equal(["brisk"]))
  /// }
  /// ```
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  public struct VirtualTimeTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applied to each test of a suite, so each test gets its own clock.
    public var isRecursive: Bool { true }

    public func provideScope(
      for test: Test,
      testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      guard testCase != nil || test.isSuite == false else { return try await function() }
      let location = test.sourceLocation
      try await withVirtualTime(
        VirtualClock(), fileID: "Testing/VirtualTimeTrait.swift", line: UInt(location.line)
      ) {
        try await function()
      }
    }
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  extension Trait where Self == VirtualTimeTrait {
    /// Runs each test's async polling on a fresh ``VirtualClock``, read as
    /// ``VirtualClock/current``.
    public static var virtualTime: Self {
      VirtualTimeTrait()
    }
  }
#endif

// Every condition about the test frameworks BriskFixtures plugs into lives in this file.
public import Foundation

extension UnstubbedCallError: CustomNSError {
  /// Tells XCTest on Apple platforms not to report the error: the spy reported the misuse where
  /// it was made. XCTest on Linux reports it anyway, with the same text.
  public var errorUserInfo: [String: Any] {
    ReportedError.userInfo
  }
}

#if canImport(XCTest)
  public import XCTest

  extension XCTestCase {
    /// Checks, after the test, that `object` was released; a leak fails the test at this line.
    ///
    /// The check is a teardown block, so it runs once the test method has returned and its local
    /// variables are gone, before `tearDown()`. Inside a `withLeakTracking { }` scope, that
    /// scope checks the object instead.
    ///
    /// ```text
    /// expected <CheckoutViewController> to be released when the test ends, but it is still alive
    /// ```
    /// - Parameters:
    ///   - object: The object that must be released by the end of the test.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    public func trackForLeaks(
      _ object: AnyObject,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) {
      let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      if let scope = LeakTracker.current {
        scope.track(object, at: location)
        return
      }
      let tracker = LeakTracker(boundary: "the test ends")
      tracker.track(object, at: location)
      addTeardownBlock { tracker.verify() }
    }
  }
#endif

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

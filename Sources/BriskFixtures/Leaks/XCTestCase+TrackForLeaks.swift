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
      withTestLeakTracking {
        BriskFixtures.trackForLeaks(
          object, fileID: fileID, filePath: filePath, line: line, column: column)
      }
    }

    /// Runs `body` in the test's leak tracking: the surrounding leak-tracking scope if there is
    /// one, else a scope of its own that a teardown block, registered now, checks after the test.
    ///
    /// The free `trackForLeaks(_:)` and the leak checks of the free hosting functions then work
    /// in an `XCTestCase` without a scope of the test's own. The check runs the main run loop once
    /// first (``LeakVerdict``), so what UIKit lets go at the next main-queue turn is not reported.
    /// - Parameter body: The code that tracks objects.
    /// - Returns: What `body` returns.
    package func withTestLeakTracking<Result>(_ body: () throws -> Result) rethrows -> Result {
      guard LeakTracker.current == nil else { return try body() }
      let tracker = LeakTracker(boundary: "the test ends")
      addTeardownBlock {
        LeakVerdict.afterMainRunLoopTurn()
        tracker.verify()
      }
      return try LeakTracker.$current.withValue(tracker, operation: body)
    }
  }
#endif

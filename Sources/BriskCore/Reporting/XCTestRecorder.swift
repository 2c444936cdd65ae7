import Foundation

#if canImport(XCTest)
  import XCTest
#endif

/// Reporting to XCTest.
extension TestFrameworks {
  /// Reports to XCTest if this process runs XCTest, and returns whether it did, with the error to
  /// throw next for a failure the caller throws for (`nil`: throw the caller's own).
  ///
  /// XCTest charges a failure raised on any thread to the test case running then. Before Brisk
  /// has been used on the main thread it cannot watch XCTest's test cases start and finish; in a
  /// process that runs XCTest alone (SwiftPM's), the failure still goes to `XCTFail`, once.
  ///
  /// swift-corelibs-xctest (Linux) reports every error a test throws as one more failure, except
  /// the one `XCTUnwrap` throws after reporting its own. So there a failure the caller throws for
  /// is reported through `XCTUnwrap`, once, and its error is the one thrown:
  ///
  /// ```text
  /// AppTests/CartTests.swift:12: error: CartTests.testTotal : XCTUnwrap failed: expected non-nil value of type "BriskRequirement" - expected to equal <2>, got <1>
  /// source: try require(cart.total).to(equal(2))
  /// ```
  static func recordInXCTest(_ failure: RecordedFailure, throwing: Bool) -> (
    recorded: Bool, error: (any Error)?
  ) {
    #if canImport(XCTest)
      let running = XCTestTracker.isTestCaseRunning
      guard running != false else { return (false, nil) }
      #if !canImport(ObjectiveC)
        if throwing {
          do {
            _ = try XCTUnwrap(
              BriskRequirement?.none, failure.report, file: failure.location.filePath,
              line: failure.location.line)
          } catch {
            return (true, error)
          }
        }
      #endif
      XCTFail(failure.report, file: failure.location.filePath, line: failure.location.line)
      // Not yet watching XCTest: in a process that also runs Swift Testing (Xcode's), the caller
      // records it there too, as XCTest may have no test case running.
      return (running == true || !TestFrameworks.isSwiftTestingRunInProgress, nil)
    #else
      return (false, nil)
    #endif
  }
}

/// The type a failed requirement names in the `XCTUnwrap` line Linux's XCTest prints for it.
struct BriskRequirement {}

#if canImport(XCTest)
  /// Knows whether an XCTest test case is running, so a failure raised outside one (a detached
  /// task in a Swift Testing run, a plain executable) is never handed to `XCTFail`, which drops it
  /// silently on Linux.
  ///
  /// The observer can only be registered once Brisk is first used. At that moment, in a process
  /// that runs XCTest, a call on the main thread outside Swift Testing can only come from an
  /// XCTest test body, so it starts out "running"; from then on XCTest's own start and finish
  /// events keep it exact. In any other process XCTest is never used.
  final class XCTestTracker: NSObject, XCTestObservation, @unchecked Sendable {
    private static let state = Locked<(installed: Bool, running: Bool)>((false, false))
    /// The running test case's name, and how many test cases have started so far.
    private static let current = Locked<(name: String?, run: Int)>((nil, 0))

    /// The running test case, once XCTest has announced it.
    static var currentTest: (name: String, run: Int)? {
      current.withLock { current in current.name.map { ($0, current.run) } }
    }

    /// `true` or `false` once known; `nil` before the observer could be installed.
    static var isTestCaseRunning: Bool? {
      guard TestFrameworks.processRunsXCTest else { return false }
      installIfPossible()
      return state.withLock { $0.installed ? $0.running : nil }
    }

    static func installIfPossible() {
      guard TestFrameworks.processRunsXCTest, Thread.isMainThread else { return }
      let assumeRunning = !TestFrameworks.isInSwiftTestingTest
      let isNew = state.withLock { state -> Bool in
        guard !state.installed else { return false }
        state = (true, assumeRunning)
        return true
      }
      guard isNew else { return }
      MainActor.assumeIsolated {
        XCTestObservationCenter.shared.addTestObserver(XCTestTracker())
      }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
      Self.state.withLock { $0.running = true }
      let name = testCase.name
      Self.current.withLock { $0 = (name, $0.run + 1) }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      Self.state.withLock { $0.running = false }
      Self.current.withLock { $0.name = nil }
    }
  }
#endif

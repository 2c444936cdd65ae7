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
  /// watches XCTest's test cases start and finish (``XCTestTracker``), it goes to `XCTFail` only
  /// when no Swift Testing run has been seen (``takesUnwatchedFailure(running:swiftTestingRun:)``),
  /// so that it is never handed to both frameworks.
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
      guard
        takesUnwatchedFailure(
          running: running, swiftTestingRun: TestFrameworks.isSwiftTestingRunInProgress)
      else { return (false, nil) }
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
      return (true, nil)
    #else
      return (false, nil)
    #endif
  }

  /// Whether a failure that no Swift Testing test, binding or wait has taken goes to XCTest, and
  /// to XCTest alone: yes while Brisk sees an XCTest test case run (`running`), no while it sees
  /// none. Before Brisk watches XCTest (`running` is `nil`), yes only when no Swift Testing run
  /// has been seen (`swiftTestingRun`): Brisk then knows of no framework but XCTest. Once a
  /// Swift Testing run has been seen, and until Brisk watches XCTest (which it starts doing on
  /// the main thread as soon as it has seen that run, ``XCTestTracker/watchSoon()``), the
  /// failure is Swift Testing's: XCTest's test cases start only after Swift Testing's run, or
  /// finished before it (``processRunsXCTest``, "Apple's XCTest").
  ///
  /// Never both: a failure handed to both would be reported twice wherever both take it
  /// (``processRunsXCTest``, "Apple's XCTest").
  static func takesUnwatchedFailure(running: Bool?, swiftTestingRun: Bool) -> Bool {
    running ?? !swiftTestingRun
  }
}

/// The type a failed requirement names in the `XCTUnwrap` line Linux's XCTest prints for it.
struct BriskRequirement {}

#if canImport(XCTest)
  /// Knows whether an XCTest test case is running, so a failure raised outside one (a detached
  /// task in a Swift Testing run, a plain executable) is never handed to `XCTFail`, which drops it
  /// silently on Linux.
  ///
  /// The observer is registered on the main thread, where XCTest runs its test cases and reports
  /// their events, in one of two ways, and from then on those events keep it exact:
  ///
  /// - Brisk is used on the main thread. Before any Swift Testing run has been seen, a call there
  ///   in a process that runs XCTest can only come from an XCTest test body, so it starts out
  ///   "running". Once a Swift Testing run has been seen it starts out "not running": the call is
  ///   work a Swift Testing test queued on the main queue, as XCTest's test cases run after
  ///   Swift Testing's run (and the next one to start says so), or finished before it.
  /// - Brisk sees a Swift Testing run in a process that runs XCTest too (Xcode's): it registers
  ///   the observer from the main queue, "not running" (``watchSoon()``), so that it watches
  ///   XCTest's test cases when they start after Swift Testing's.
  ///
  /// In any other process XCTest is never used.
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

    /// Registers the observer if the caller is on the main thread of a process that runs XCTest:
    /// "running" unless a Swift Testing run has been seen.
    static func installIfPossible() {
      guard TestFrameworks.processRunsXCTest, Thread.isMainThread, !state.current.installed
      else { return }
      install(running: !TestFrameworks.isSwiftTestingRunInProgress)
    }

    /// Registers the observer, "not running", from the main queue once the main thread is free:
    /// Brisk has seen a Swift Testing run in a process that runs XCTest too. Work queued there
    /// after this runs after it, so a failure it raises finds Brisk watching XCTest.
    static func watchSoon() {
      guard TestFrameworks.processRunsXCTest else { return }
      DispatchQueue.main.async { install(running: false) }
    }

    private static func install(running: Bool) {
      guard TestFrameworks.processRunsXCTest, Thread.isMainThread else { return }
      let isNew = state.withLock { state -> Bool in
        guard !state.installed else { return false }
        state = (true, running)
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

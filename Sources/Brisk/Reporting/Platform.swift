// Every condition about the platform or the test framework lives in this file.
import Foundation

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// The test frameworks Brisk reports to, and the facts about the running platform it depends on.
enum Platform {
  /// Whether the caller runs on the main thread.
  static var isMainThread: Bool { Thread.isMainThread }

  /// Whether the current task belongs to a running Swift Testing test.
  static var isInSwiftTestingTest: Bool {
    #if canImport(Testing)
      return Test.current != nil
    #else
      return false
    #endif
  }

  /// The test running on this task or thread, for naming snapshot files: an identity unique to
  /// this run of the test, and its function's name (`cardSlidesIn()`, `testCardSlidesIn`).
  static var currentTest: (identity: String, name: String)? {
    #if canImport(Testing)
      if let test = Test.current { return ("swift-testing \(test.id)", test.name) }
    #endif
    #if canImport(XCTest)
      if XCTestTracker.isTestCaseRunning == true, let test = XCTestTracker.currentTest {
        return ("xctest \(test.run) \(test.name)", test.name)
      }
    #endif
    return nil
  }

  /// Reports to Swift Testing if a test is running on this task. Returns whether it did.
  static func recordInSwiftTesting(_ failure: RecordedFailure) -> Bool {
    #if canImport(Testing)
      guard Test.current != nil else { return false }
      var fileID = failure.location.fileID
      if !fileID.contains("/") { fileID = "Unknown/" + fileID }
      let location = Testing.SourceLocation(
        fileID: fileID,
        filePath: "\(failure.location.filePath)",
        line: max(1, Int(failure.location.line)),
        column: max(1, Int(failure.location.column))
      )
      Issue.record(Comment(rawValue: failure.report), sourceLocation: location)
      return true
    #else
      return false
    #endif
  }

  /// Reports to XCTest if an XCTest test case is running, and returns whether that is certain.
  ///
  /// Before Brisk has been used on the main thread, it cannot know whether XCTest is running; the
  /// failure then goes to `XCTFail` (which reaches a running test, and is dropped when there is
  /// none) and `false` is returned, so the caller keeps it too.
  static func recordInXCTest(_ failure: RecordedFailure) -> Bool {
    #if canImport(XCTest)
      let running = XCTestTracker.isTestCaseRunning
      guard running != false else { return false }
      XCTFail(failure.report, file: failure.location.filePath, line: failure.location.line)
      return running == true
    #else
      return false
    #endif
  }

  /// Starts watching XCTest so later failures, from any thread, reach the running test case.
  static func prepareForReporting() {
    #if canImport(XCTest)
      XCTestTracker.installIfPossible()
    #endif
  }

  /// Whether this process runs XCTest tests: an `.xctest` bundle is loaded (Apple platforms) or is
  /// the executable itself (SwiftPM on Linux). A plain executable that uses Brisk is not, so its
  /// failures are never handed to `XCTFail`, which would drop them.
  static let processRunsXCTest: Bool = {
    #if canImport(XCTest)
      let executable = ProcessInfo.processInfo.arguments.first ?? ""
      return isXCTestBundle(executable)
        || Bundle.allBundles.contains { isXCTestBundle($0.bundlePath) }
    #else
      return false
    #endif
  }()

  /// Whether `path` names an XCTest bundle, with or without a trailing slash.
  static func isXCTestBundle(_ path: String) -> Bool {
    var path = path
    while path.hasSuffix("/") { path.removeLast() }
    return path.hasSuffix(".xctest")
  }

  /// Writes a line to standard error.
  static func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}

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
      guard Platform.processRunsXCTest else { return false }
      installIfPossible()
      return state.withLock { $0.installed ? $0.running : nil }
    }

    static func installIfPossible() {
      guard Platform.processRunsXCTest, Thread.isMainThread else { return }
      let assumeRunning = !Platform.isInSwiftTestingTest
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

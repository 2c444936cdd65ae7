// Every condition about the platform or the test framework lives in this file.
public import Foundation

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

  /// Whether the current task belongs to a running Swift Testing test. Seeing one also tells
  /// Brisk that a Swift Testing run is in progress in this process.
  static var isInSwiftTestingTest: Bool {
    #if canImport(Testing)
      guard Test.current != nil else { return false }
      if !sawSwiftTestingTest.current { sawSwiftTestingTest.withLock { $0 = true } }
      return true
    #else
      return false
    #endif
  }

  /// Whether a Swift Testing run is in progress in this process, even where no test runs on the
  /// current task (a GCD queue, a detached task), so that a failure raised there is still
  /// recorded with Swift Testing, which records it against its «unknown» test and fails the run.
  ///
  /// Swift Testing's public API has no such query; two public signals stand in for it. Brisk has
  /// seen `Test.current` set (a check, a wait or a fixture ran on a test's task), or SwiftPM
  /// started this process to run Swift Testing (`--testing-library swift-testing`, how `swift
  /// test` starts it on Linux and macOS). Neither holds in a plain executable or in the process
  /// `swift test` starts for XCTest, where a recorded issue would be dropped.
  static var isSwiftTestingRunInProgress: Bool {
    #if canImport(Testing)
      return isInSwiftTestingTest || sawSwiftTestingTest.current || launchedForSwiftTesting
    #else
      return false
    #endif
  }

  /// Set once Brisk has seen a Swift Testing test on the current task; never reset, as a
  /// process runs Swift Testing once.
  private static let sawSwiftTestingTest = Locked(false)

  /// Whether SwiftPM started this process to run Swift Testing tests.
  static let launchedForSwiftTesting = isSwiftTestingLaunch(ProcessInfo.processInfo.arguments)

  /// Whether `arguments` hold `--testing-library swift-testing`.
  static func isSwiftTestingLaunch(_ arguments: [String]) -> Bool {
    zip(arguments, arguments.dropFirst()).contains { pair in
      pair.0 == "--testing-library" && pair.1 == "swift-testing"
    }
  }

  /// How SwiftPM asked Swift Testing to repeat this run (`--repetitions 3`, `--repeat-until
  /// fail`), or `nil` when each test runs once.
  static let swiftTestingRepetition = swiftTestingRepetition(ProcessInfo.processInfo.arguments)

  /// The option in `arguments` that makes Swift Testing run its tests more than once, as Swift
  /// Testing reads it: `--repetitions N` with N above 1, or `--repeat-until pass|fail`, each also
  /// as `--option=value`.
  static func swiftTestingRepetition(_ arguments: [String]) -> String? {
    for (index, argument) in arguments.enumerated() {
      for option in ["--repetitions", "--repeat-until"] {
        let value: String
        if argument == option, index + 1 < arguments.count {
          value = arguments[index + 1]
        } else if argument.hasPrefix(option + "=") {
          value = String(argument.dropFirst(option.count + 1))
        } else {
          continue
        }
        if option == "--repetitions", (Int(value) ?? 0) < 2 { continue }
        return option + " " + value
      }
    }
    return nil
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

  /// Whether the running Swift Testing test case is one of a parameterized test's cases. Swift
  /// Testing's public API says no more about a case: its arguments and index are not public.
  static var isParameterizedTestCase: Bool {
    #if canImport(Testing)
      return Test.Case.current?.isParameterized ?? false
    #else
      return false
    #endif
  }

  /// Attaches a snapshot's file to the running test's report: to a Swift Testing test as an
  /// `Attachment` (Swift 6.2 and later), or on Apple platforms to a running XCTest test case as an
  /// `XCTAttachment` (see `attachToXCTest(_:)`). Linux's XCTest has no attachments; there the
  /// artifacts folder (`BRISK_SNAPSHOT_ARTIFACTS`) serves XCTest runs.
  static func attach(_ attachment: SnapshotAttachment, at location: CodeLocation) {
    #if canImport(Testing)
      if Test.current != nil {
        var fileID = location.fileID
        if !fileID.contains("/") { fileID = "Unknown/" + fileID }
        let sourceLocation = Testing.SourceLocation(
          fileID: fileID, filePath: "\(location.filePath)", line: max(1, Int(location.line)),
          column: max(1, Int(location.column)))
        Attachment.record(
          attachment.contents, named: attachment.name, sourceLocation: sourceLocation)
        return
      }
    #endif
    #if canImport(XCTest) && canImport(ObjectiveC)
      attachToXCTest(attachment)
    #endif
  }

  #if canImport(XCTest) && canImport(ObjectiveC)
    /// Adds `attachment` to the running XCTest test case as an `XCTAttachment` of the same name,
    /// kept whatever the outcome (`.keepAlways`), in an activity of that name that
    /// `XCTContext.runActivity(named:block:)` runs.
    ///
    /// `runActivity` is `@MainActor`, and XCTest ties an activity to the test running on the main
    /// thread, so it is only called there, where XCTest runs test bodies. A check that fails on
    /// another thread attaches nothing: hopping to the main queue could deadlock a main thread
    /// that waits for that thread, or attach after the test has ended, to whichever test runs
    /// next. Its failure is still reported, and `BRISK_SNAPSHOT_ARTIFACTS` still collects it.
    private static func attachToXCTest(_ attachment: SnapshotAttachment) {
      guard Thread.isMainThread, !isInSwiftTestingTest,
        XCTestTracker.isTestCaseRunning == true
      else { return }
      MainActor.assumeIsolated {
        XCTContext.runActivity(named: attachment.name) { activity in
          let file = XCTAttachment(string: attachment.contents)
          file.name = attachment.name
          file.lifetime = .keepAlways
          activity.add(file)
        }
      }
    }
  #endif

  /// Records `failure` with Swift Testing as an expectation failure, the way `#expect` records
  /// one (or `#require`, when `throwing`, which then returns the error `#require` threw: Swift
  /// Testing does not report that error again when it is thrown out of the test). It is recorded
  /// against the test of the current task, or against «unknown» off every test's task.
  ///
  /// The console headline of an issue is its kind's description; for an expectation failure,
  /// `Expectation failed: ` and the failed expression with its captured values. No public API
  /// sets that text, so the expression is `brisk(failure)`, whose captured value is the
  /// failure's first line, and the whole report is the comment:
  ///
  /// ```text
  /// ✘ Test refreshReportsTheCount() recorded an issue at RefreshTests.swift:4:13: Expectation failed: brisk(failure → expected to equal <4>, got <3>)
  /// ↳ expected to equal <4>, got <3>
  ///   source: expect(count) == 4
  /// ```
  static func recordInSwiftTesting(_ recorded: RecordedFailure, throwing: Bool) -> (any Error)? {
    #if canImport(Testing)
      var fileID = recorded.location.fileID
      if !fileID.contains("/") { fileID = "Unknown/" + fileID }
      // Line and column must be at least 1, or Swift Testing traps.
      let location = Testing.SourceLocation(
        fileID: fileID,
        filePath: "\(recorded.location.filePath)",
        line: max(1, Int(recorded.location.line)),
        column: max(1, Int(recorded.location.column))
      )
      let comment = Comment(rawValue: recorded.report)
      let failure = FailureHeadline(recorded.message)
      guard throwing else {
        #expect(brisk(failure), comment, sourceLocation: location)
        return nil
      }
      do {
        try #require(brisk(failure), comment, sourceLocation: location)
      } catch {
        return error
      }
      return nil
    #else
      return nil
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

  /// Notes the test framework that runs the current task, before a wait or a fixture whose
  /// failures may come from other threads: Swift Testing's run, or XCTest, which Brisk starts
  /// watching so later failures, from any thread, reach the running test case.
  static func prepareForReporting() {
    _ = isInSwiftTestingTest
    #if canImport(XCTest)
      XCTestTracker.installIfPossible()
    #endif
  }

  /// Whether this process runs XCTest tests: an `.xctest` bundle is loaded (Apple platforms) or is
  /// the executable itself (SwiftPM on Linux). A plain executable that uses Brisk is not, nor is
  /// the process SwiftPM starts for Swift Testing alone, so their failures are never handed to
  /// `XCTFail`, which would drop them.
  static let processRunsXCTest: Bool = {
    #if canImport(XCTest)
      if launchedForSwiftTesting { return false }
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

#if canImport(Testing)
  /// The first line of a failure, shown in Swift Testing's headline as the captured value of
  /// `brisk(failure)`, cut to ``limit`` characters.
  struct FailureHeadline: CustomTestStringConvertible, Sendable {
    static let limit = 200
    let testDescription: String

    init(_ message: String) {
      let firstLine = message.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
      testDescription =
        firstLine.count > Self.limit
        ? String(firstLine.prefix(Self.limit - 1)) + "…" : String(firstLine)
    }
  }

  /// The expression Brisk's expectation failures are recorded with; it always fails.
  private func brisk(_ failure: FailureHeadline) -> Bool {
    false
  }
#endif

/// Errors that Brisk throws after it has reported the failure they stand for.
package enum ReportedError {
  /// The user info that tells XCTest on Apple platforms not to report a thrown error again, as
  /// `XCTUnwrap`'s own error does; Nimble's requirement errors carry the same key.
  /// swift-corelibs-xctest (Linux) does not read it, and reports the thrown error a second time.
  package static var userInfo: [String: Any] {
    ["XCTestErrorUserInfoKeyShouldIgnore": true]
  }
}

extension RequireError: CustomNSError {
  /// Tells XCTest on Apple platforms not to report the error: the failure was reported where
  /// the requirement was written.
  public var errorUserInfo: [String: Any] {
    ReportedError.userInfo
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

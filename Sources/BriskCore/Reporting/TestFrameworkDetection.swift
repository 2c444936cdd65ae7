import Foundation

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Which test framework runs the caller, and the test it runs.
extension TestFrameworks {
  /// Whether the current task belongs to a running Swift Testing test. Seeing one also tells
  /// Brisk that a Swift Testing run is in progress in this process.
  static var isInSwiftTestingTest: Bool {
    #if canImport(Testing)
      guard Test.current != nil else { return false }
      if !sawSwiftTestingTest.current { noteSwiftTestingRun() }
      return true
    #else
      return false
    #endif
  }

  /// Notes that Swift Testing runs in this process, the first time; in a process that runs
  /// XCTest too, Brisk then starts watching XCTest, from the main queue (``XCTestTracker``).
  private static func noteSwiftTestingRun() {
    let isFirst = sawSwiftTestingTest.withLock { saw in
      defer { saw = true }
      return !saw
    }
    #if canImport(XCTest)
      if isFirst { XCTestTracker.watchSoon() }
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

  /// The test running on this task or thread, for naming snapshot files and waits: an identity
  /// unique to this run of the test, and its function's name (`cardSlidesIn()`,
  /// `testCardSlidesIn`).
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

  /// Notes the test framework that runs the current task, before a wait or a fixture whose
  /// failures may come from other threads: Swift Testing's run, or XCTest, which Brisk starts
  /// watching so later failures, from any thread, reach the running test case.
  static func prepareForReporting() {
    _ = isInSwiftTestingTest
    #if canImport(XCTest)
      XCTestTracker.installIfPossible()
    #endif
  }
}

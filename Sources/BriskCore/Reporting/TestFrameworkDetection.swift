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
  ///
  /// ## Apple's XCTest: both frameworks in one process
  ///
  /// SwiftPM runs a target's XCTest tests and its Swift Testing tests in two processes, so there
  /// a failure has one framework to go to. Xcode runs both in one process, and documents neither
  /// their order nor whether they overlap. There Brisk can observe, through public API:
  ///
  /// - a Swift Testing test on the current task (`Test.current`), and so that a Swift Testing run
  ///   has begun, never that it has ended;
  /// - XCTest's test cases starting and finishing, once its observer is registered. Brisk
  ///   registers it on the main thread, where XCTest runs test cases and reports their events
  ///   (the observation API is not thread-safe: swift-corelibs-xctest keeps observers in a plain
  ///   set). Before that, nothing tells Brisk whether an XCTest test case runs.
  ///
  /// It cannot observe which test a GCD block or a detached task works for, nor whether Swift
  /// Testing's run is over. A failure handed to both frameworks would be reported twice wherever
  /// both take it: XCTest charges a failure to any test case it runs, Swift Testing records any
  /// issue during its run against «unknown», and each hands the other a failure raised outside
  /// its own tests through the fallback event handler that one of them installs
  /// (`_TestingInterop`, shipped with Swift 6.3; in 6.3.1 neither installs one, the main branches
  /// of swift-testing and swift-corelibs-xctest both do). So Brisk reports a failure to exactly
  /// one framework (`FailureRouting.swift` has the order):
  ///
  /// 1. raised on a Swift Testing test's task, bound to a test or claimed by a wait: to that
  ///    test, in its framework;
  /// 2. otherwise, once Brisk watches XCTest: to XCTest while one of its test cases runs; if none
  ///    does, to Swift Testing's «unknown» test during a Swift Testing run, or to the fallback;
  /// 3. before Brisk watches XCTest: to XCTest if no Swift Testing run has been seen, else to
  ///    Swift Testing (``takesUnwatchedFailure(running:swiftTestingRun:)``).
  ///
  /// Brisk starts watching XCTest as early as it can: on its first use on the main thread, and
  /// from the main queue as soon as it sees a Swift Testing run (``XCTestTracker/watchSoon()``).
  /// So when XCTest's test cases run after a Swift Testing run, Brisk watches them from their
  /// start (the main queue turns while Swift Testing runs, as its main-actor tests need; were it
  /// not to before XCTest's first test case, that test case's failures would go to Swift
  /// Testing); when a Swift Testing run follows XCTest's, XCTest's last test case has finished, or
  /// Brisk never saw XCTest and takes the failures for Swift Testing's once it has seen the run.
  /// `.ci/check-routing` runs both frameworks in one process on Linux, each first in turn.
  ///
  /// Out of reach, and reported where this rule puts them:
  ///
  /// - A first Brisk failure raised off every test's task before Brisk has seen any Swift Testing
  ///   test, while Swift Testing runs (first, or after XCTest's tests used Brisk off the main
  ///   thread only): it goes to `XCTFail`, which records nothing with no test case running
  ///   (swift-corelibs-xctest 6.3.1 drops it; where Swift Testing has installed its fallback
  ///   event handler, XCTest passes it on to Swift Testing).
  /// - Work that a Swift Testing test queued on the main queue before Brisk saw any Swift Testing
  ///   test: Brisk takes the main thread for XCTest's, as above.
  /// - Tests of the two frameworks running at the same time: a failure off every test's task
  ///   while an XCTest test case runs goes to XCTest.
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

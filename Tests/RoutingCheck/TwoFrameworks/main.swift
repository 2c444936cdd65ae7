import Foundation
import Testing
import XCTest

// One process that runs both test frameworks, as Xcode runs a test target that holds XCTest and
// Swift Testing tests: `swift-testing-first`, `xctest-first`, or `swift-testing-first-off-main`
// (Swift Testing first, without its one test that uses the main thread, so that Brisk is first
// used on the main thread by XCTest's tests). `.ci/check-routing` starts it through a hard link
// (or a copy) whose name ends in `.xctest`, as SwiftPM names a test executable on Linux, so
// Brisk sees a process that runs XCTest. Each test fails on purpose, on its own task or thread
// and off it, with a failing value that names the test: every failure must be recorded once, by
// the framework whose test raised it.

/// Runs the XCTest tests, printing as `swift test` does, and returns XCTest's exit status.
func runXCTest() -> CInt {
  XCTMain(
    [testCase(TwoFrameworksXCTests.allTests)], arguments: [CommandLine.arguments[0]],
    observers: nil)
}

/// Runs the Swift Testing tests one after the other, the main run loop turning meanwhile (as a
/// test runner's does, so work queued on the main queue runs), and returns Swift Testing's exit
/// status.
/// - Parameter skipping: Patterns of the tests to leave out.
func runSwiftTesting(skipping: [String] = []) -> CInt {
  let finished = Finished()
  Task.detached {
    var arguments = __CommandLineArguments_v0()
    arguments.parallel = false
    if !skipping.isEmpty { arguments.skip = skipping }
    let status: CInt = await __swiftPMEntryPoint(passing: arguments)
    finished.finish(with: status)
    DispatchQueue.main.async {}
  }
  while finished.status == nil {
    _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.1))
  }
  return finished.status ?? 1
}

/// The status a run ended with, set on another thread.
final class Finished: @unchecked Sendable {
  private let lock = NSLock()
  private var value: CInt?

  var status: CInt? { lock.withLock { value } }

  func finish(with status: CInt) {
    lock.withLock { value = status }
  }
}

let statuses: [CInt]
switch CommandLine.arguments.dropFirst().first {
case "swift-testing-first":
  statuses = [runSwiftTesting(), runXCTest()]
case "xctest-first":
  statuses = [runXCTest(), runSwiftTesting()]
case "swift-testing-first-off-main":
  statuses = [runSwiftTesting(skipping: ["mainQueue"]), runXCTest()]
default:
  FileHandle.standardError.write(
    Data(
      "usage: routing-two-frameworks swift-testing-first|xctest-first|swift-testing-first-off-main\n"
        .utf8))
  exit(2)
}
exit(statuses.allSatisfy { $0 == 0 } ? 0 : 1)

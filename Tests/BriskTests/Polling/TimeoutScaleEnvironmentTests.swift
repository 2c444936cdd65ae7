import BriskTestSupport
import Foundation
import Testing

@testable import BriskCore

#if os(Linux)
  /// `BRISK_TIMEOUT_SCALE` is read once per process, so this test runs the test binary again with
  /// the variable set, and the child run checks that every timeout is scaled. Under SwiftPM on
  /// Linux the test bundle is the executable, and it can run a single test.
  @Suite struct TimeoutScaleEnvironmentTests {
    static let testName = "theEnvironmentVariableScalesEveryTimeout"

    @Test func theEnvironmentVariableScalesEveryTimeout() async throws {
      if ProcessInfo.processInfo.environment["BRISK_TIMEOUT_SCALE"] == "3" {
        #expect(TimeoutScale.current.factor == 3)
        await expectMessages([
          "expected to eventually equal <1>, got <0>\ntimed out after 60 ms, polling every 60 ms\n"
            + "timeout 20 ms scaled by BRISK_TIMEOUT_SCALE=3"
        ]) {
          await expect(0).toEventually(
            equal(1), timeout: .milliseconds(20), pollInterval: .milliseconds(60))
        }
        return
      }
      do {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["--testing-library", "swift-testing", "--filter", Self.testName]
        child.environment = ProcessInfo.processInfo.environment.merging(["BRISK_TIMEOUT_SCALE": "3"]
        ) {
          $1
        }
        let output = Pipe()
        child.standardOutput = output
        child.standardError = output
        try child.run()
        let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        #expect(child.terminationStatus == 0, "the child run failed:\n\(log)")
        #expect(log.contains("1 test"), "the child run did not run the test:\n\(log)")
      }
    }
  }
#endif

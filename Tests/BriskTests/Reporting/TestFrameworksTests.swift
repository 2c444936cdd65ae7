import Testing

@testable import BriskCore

@Suite struct TestFrameworksTests {
  @Test func recognizesXCTestBundles() {
    #expect(TestFrameworks.isXCTestBundle("/work/.build/debug/BriskPackageTests.xctest"))
    #expect(TestFrameworks.isXCTestBundle("/Users/me/DerivedData/MyAppTests.xctest/"))
    #expect(!TestFrameworks.isXCTestBundle("/work/.build/release/brisk-bench"))
    #expect(!TestFrameworks.isXCTestBundle("/Applications/MyApp.app"))
  }

  /// SwiftPM runs Swift Testing in a process of its own, which never runs XCTest tests. (Xcode
  /// runs both in one process, started with no such argument.)
  @Test(.enabled(if: TestFrameworks.launchedForSwiftTesting))
  func aSwiftTestingProcessOfSwiftPMsRunsNoXCTest() {
    #expect(!TestFrameworks.processRunsXCTest)
  }

  @Test func recognizesSwiftPMsSwiftTestingLaunch() {
    #expect(
      TestFrameworks.isSwiftTestingLaunch(["/x/T.xctest", "--testing-library", "swift-testing"]))
    #expect(
      TestFrameworks.isSwiftTestingLaunch([
        "/x/T.xctest", "--filter", "a", "--testing-library", "swift-testing",
      ]))
    #expect(!TestFrameworks.isSwiftTestingLaunch(["/x/T.xctest"]))
    #expect(!TestFrameworks.isSwiftTestingLaunch(["/x/T.xctest", "--testing-library", "xctest"]))
    #expect(
      !TestFrameworks.isSwiftTestingLaunch(["/x/T.xctest", "swift-testing", "--testing-library"]))
  }

  /// A failure that no Swift Testing test, binding or wait took goes to one framework, never
  /// both: to XCTest while Brisk sees one of its test cases run, not while it sees none, and,
  /// before Brisk watches XCTest, only when no Swift Testing run has been seen.
  @Test func aFailureNoTestTookGoesToXCTestOrToSwiftTestingNeverBoth() {
    let decisions = [true, false, nil].flatMap { running in
      [false, true].map { swiftTestingRun in
        TestFrameworks.takesUnwatchedFailure(running: running, swiftTestingRun: swiftTestingRun)
      }
    }
    #expect(decisions == [true, true, false, false, true, false])
  }

  @Test func aSwiftTestingRunIsInProgressHereEvenOffTheTestsTask() async {
    #expect(TestFrameworks.isSwiftTestingRunInProgress)
    let offTask = await Task.detached {
      (TestFrameworks.isInSwiftTestingTest, TestFrameworks.isSwiftTestingRunInProgress)
    }.value
    #expect(offTask == (false, true))
  }
}

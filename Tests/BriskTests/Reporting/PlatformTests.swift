import Testing

@testable import BriskCore

@Suite struct PlatformTests {
  @Test func recognizesXCTestBundles() {
    #expect(Platform.isXCTestBundle("/work/.build/debug/BriskPackageTests.xctest"))
    #expect(Platform.isXCTestBundle("/Users/me/DerivedData/MyAppTests.xctest/"))
    #expect(!Platform.isXCTestBundle("/work/.build/release/brisk-bench"))
    #expect(!Platform.isXCTestBundle("/Applications/MyApp.app"))
  }

  /// SwiftPM runs Swift Testing in a process of its own, which never runs XCTest tests. (Xcode
  /// runs both in one process, started with no such argument.)
  @Test(.enabled(if: Platform.launchedForSwiftTesting))
  func aSwiftTestingProcessOfSwiftPMsRunsNoXCTest() {
    #expect(!Platform.processRunsXCTest)
  }

  @Test func recognizesSwiftPMsSwiftTestingLaunch() {
    #expect(Platform.isSwiftTestingLaunch(["/x/T.xctest", "--testing-library", "swift-testing"]))
    #expect(
      Platform.isSwiftTestingLaunch([
        "/x/T.xctest", "--filter", "a", "--testing-library", "swift-testing",
      ]))
    #expect(!Platform.isSwiftTestingLaunch(["/x/T.xctest"]))
    #expect(!Platform.isSwiftTestingLaunch(["/x/T.xctest", "--testing-library", "xctest"]))
    #expect(!Platform.isSwiftTestingLaunch(["/x/T.xctest", "swift-testing", "--testing-library"]))
  }

  @Test func aSwiftTestingRunIsInProgressHereEvenOffTheTestsTask() async {
    #expect(Platform.isSwiftTestingRunInProgress)
    let offTask = await Task.detached {
      (Platform.isInSwiftTestingTest, Platform.isSwiftTestingRunInProgress)
    }.value
    #expect(offTask == (false, true))
  }
}

import Brisk
import Dispatch
import RoutingSupport
import XCTest

// The XCTest half of a process that runs both frameworks, in this order. Each failing value
// names its test. Swift Testing runs in the same process, before or after: none of these
// failures may reach it, and none may be reported twice.
final class TwoFrameworksXCTests: XCTestCase {
  /// The tests in the order XCTest runs them.
  static var allTests: [(String, (TwoFrameworksXCTests) -> () throws -> Void)] {
    [
      ("testABackgroundFailureFirst", testABackgroundFailureFirst),
      ("testOnTheMainThread", testOnTheMainThread),
      ("testGCDInsideWaitUntil", testGCDInsideWaitUntil),
      ("testTaskDetached", asyncTest(testTaskDetached)),
      ("testQueueWaitedForWithASemaphore", testQueueWaitedForWithASemaphore),
      ("testRequireFails", testRequireFails),
    ]
  }

  /// First: Brisk's first use in this framework's tests is on a queue, before Brisk has seen
  /// XCTest run a test case on the main thread.
  func testABackgroundFailureFirst() {
    onAQueueAndWait { expect("xctest testABackgroundFailureFirst") == "a passing value" }
  }

  func testOnTheMainThread() {
    expect("xctest testOnTheMainThread") == "a passing value"
  }

  func testGCDInsideWaitUntil() {
    waitUntil(timeout: .seconds(30)) { done in
      DispatchQueue.global().async {
        expect("xctest testGCDInsideWaitUntil") == "a passing value"
        done()
      }
    }
  }

  func testTaskDetached() async {
    await Task.detached { expect("xctest testTaskDetached") == "a passing value" }.value
  }

  func testQueueWaitedForWithASemaphore() {
    onAQueueAndWait { expect("xctest testQueueWaitedForWithASemaphore") == "a passing value" }
  }

  func testRequireFails() throws {
    try require("xctest testRequireFails").to(equal("a passing value"))
  }
}

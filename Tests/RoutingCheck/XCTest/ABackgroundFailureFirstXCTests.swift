import Brisk
import Dispatch
import RoutingSupport
import XCTest

// Named to run first: a failure on a background queue before Brisk was ever used on the main
// thread, so before Brisk watches XCTest. It is reported once, on this test case.
final class ABackgroundFailureFirstXCTests: XCTestCase {
  func testABackgroundFailureBeforeAnyMainThreadUse() {
    onAQueueAndWait { expect("xctest: first use on a queue") == "a passing value" }
  }
}

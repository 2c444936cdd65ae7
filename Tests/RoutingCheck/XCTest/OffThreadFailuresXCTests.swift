import Brisk
import Dispatch
import RoutingSupport
import XCTest

// The same failures off the test's thread, in XCTest: each one reaches the running test case.
// XCTest runs them in alphabetical order. The first, testGCDInsideWaitUntil, uses Brisk on the
// main thread, which is when Brisk starts observing XCTest (the DocC article "Where failures go").
final class OffThreadFailuresXCTests: XCTestCase {
  func testGCDInsideWaitUntil() {
    waitUntil(timeout: .seconds(30)) { done in
      DispatchQueue.global().async {
        expect("xctest: gcd inside waitUntil") == "a passing value"
        done()
      }
    }
  }

  func testTaskDetached() async {
    await Task.detached { expect("xctest: detached task") == "a passing value" }.value
  }

  func testQueueWaitedForWithASemaphore() {
    onAQueueAndWait { expect("xctest: queue and semaphore") == "a passing value" }
  }

  func testSpyMisuseOnABackgroundQueue() {
    let spy = ReportServiceSpy()
    onAQueueAndWait { _ = spy.count() }
  }
}

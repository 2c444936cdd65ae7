import Brisk
import Dispatch
import RoutingSupport
import Testing

// The Swift Testing half of a process that runs both frameworks, run one test after the other.
// Each failing value names its test. XCTest runs in the same process, before or after: none of
// these failures may reach it, and none may be reported twice.
@Suite struct TwoFrameworksSwiftTesting {
  /// First: on the test's task, so Brisk sees a Swift Testing run.
  @Test func onTask() {
    expect("swift-testing onTask") == "a passing value"
  }

  /// On the main thread, off every test's task: «unknown», never XCTest, whose test cases run on
  /// the main thread too.
  @Test func mainQueue() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async {
        expect("swift-testing mainQueue") == "a passing value"
        continuation.resume()
      }
    }
  }

  /// Inside the wait's closure, its done() next on the same thread: this test's.
  @Test func gcdInsideWaitUntil() async {
    await waitUntil(timeout: .seconds(30)) { done in
      DispatchQueue.global().async {
        expect("swift-testing gcdInsideWaitUntil") == "a passing value"
        done()
      }
    }
  }

  /// No test on the detached task: «unknown».
  @Test func detachedTask() async {
    await Task.detached { expect("swift-testing detachedTask") == "a passing value" }.value
  }

  /// A queue waited for with a semaphore: «unknown».
  @Test func queueWaitedForWithASemaphore() {
    onAQueueAndWait { expect("swift-testing queueWaitedForWithASemaphore") == "a passing value" }
  }

  /// Bound to the test: this test's.
  @Test func boundWork() async {
    let test = TestScope.current
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        test.run { expect("swift-testing boundWork") == "a passing value" }
        continuation.resume()
      }
    }
  }

  /// Thrown: recorded once.
  @Test func requireFails() throws {
    try require("swift-testing requireFails").to(equal("a passing value"))
  }
}

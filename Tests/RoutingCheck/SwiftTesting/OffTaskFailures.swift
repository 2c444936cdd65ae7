import Brisk
import Dispatch
import RoutingSupport
import Testing

// Each test raises one failure off its own task (a GCD queue, a detached task). `.ci/check-routing`
// runs them with `--no-parallel`, for output in a fixed order; ParallelAttribution runs such
// failures in parallel. A failure is charged to a test only when Brisk can show that the test
// raised it: inside a `waitUntil`'s closure, followed by its `done()` from the same thread or
// task. The others go to «unknown», with a note naming the waits in progress.

@Suite struct OffTaskFailures {
  /// First, so that it is Brisk's first use on the main thread. The process runs Swift Testing
  /// only (SwiftPM starts XCTest in a process of its own): the failure goes to «unknown», never to
  /// XCTest.
  @Test func mainQueue() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async {
        expect("main queue") == "a passing value"
        continuation.resume()
      }
    }
  }

  /// Inside the wait's closure, and its done() follows on the same thread: this test's.
  @Test func gcdInsideWaitUntil() async {
    await waitUntil(timeout: .seconds(30)) { done in
      DispatchQueue.global().async {
        expect("gcd inside waitUntil") == "a passing value"
        done()
      }
    }
  }

  /// Raised while the poll is in progress (its first check lets the queue go on): nothing shows
  /// whose it is, so «unknown», naming this test's wait.
  @Test func gcdWhilePolling() async {
    let polling = DispatchSemaphore(value: 0)
    let flag = Flag()
    DispatchQueue.global().async {
      polling.wait()
      expect("gcd while polling") == "a passing value"
      flag.raise()
    }
    await expect { () -> Bool in
      polling.signal()
      return flag.isRaised
    }.toEventually(beTrue(), timeout: .seconds(30))
  }

  /// A scope, not a `waitUntil`: nothing shows whose it is, so «unknown».
  @Test func gcdInsideWithLeakTracking() async {
    await withLeakTracking {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.global().async {
          expect("gcd inside withLeakTracking") == "a passing value"
          continuation.resume()
        }
      }
    }
  }

  /// A spy reports where it was made, outside the wait's closure: nothing shows whose it is, so
  /// «unknown», naming this test's wait.
  @Test func spyMisuseOnABackgroundQueueInsideWaitUntil() async {
    let spy = ReportServiceSpy()
    await waitUntil(timeout: .seconds(30)) { done in
      DispatchQueue.global().async {
        _ = spy.count()
        done()
      }
    }
  }

  /// No wait of Brisk's: recorded against «unknown», so the run fails and this test passes.
  @Test func detachedTask() async {
    await Task.detached { expect("detached task") == "a passing value" }.value
  }

  @Test func queueWaitedForWithASemaphore() {
    onAQueueAndWait { expect("queue and semaphore") == "a passing value" }
  }

  @Test func spyMisuseOnABackgroundQueue() {
    let spy = ReportServiceSpy()
    onAQueueAndWait { _ = spy.count() }
  }

  /// Two waits in progress: the failure is inside the first's closure, and its done() follows on
  /// the same thread, so it is this test's.
  @Test func twoWaitsAtOnce() async {
    let secondIsWaiting = DispatchSemaphore(value: 0)
    let raised = DispatchSemaphore(value: 0)
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        await waitUntil(timeout: .seconds(30)) { done in
          DispatchQueue.global().async {
            secondIsWaiting.wait()
            expect("two waits at once") == "a passing value"
            raised.signal()
            done()
          }
        }
      }
      group.addTask {
        await waitUntil(timeout: .seconds(30)) { done in
          secondIsWaiting.signal()
          DispatchQueue.global().async {
            raised.wait()
            done()
          }
        }
      }
    }
  }
}

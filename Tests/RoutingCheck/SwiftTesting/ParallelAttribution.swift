import Brisk
import Dispatch
import Foundation
import RoutingSupport
import Testing

// Run in parallel, several times, by `.ci/check-routing`: failures raised off the tests' tasks
// while other tests wait. Each failing value names the test that raised it, so the check can
// tell from the output that no failure is ever charged to another test. The tests named
// `…Own…` must have their failure recorded on themselves in every run; `…Unknown…` ones go to
// «unknown» (nothing shows which test raised them); the `…Passes…` ones must pass.
@Suite struct ParallelAttribution {
  @Test(arguments: 1...4) func waitUntilCallbackOwn(_ run: Int) async {
    await waitUntil(timeout: .seconds(30)) { done in
      DispatchQueue.global().async {
        expect("waitUntilCallbackOwn") == "a passing value"
        done()
      }
    }
  }

  @Test func detachedDoneOwn() async {
    await waitUntil(timeout: .seconds(30)) { done in
      Task.detached {
        await Task.yield()
        expect("detachedDoneOwn") == "a passing value"
        done()
      }
    }
  }

  @Test func boundWorkOwn() async {
    let test = TestScope.current
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        test.run { expect("boundWorkOwn") == "a passing value" }
        continuation.resume()
      }
    }
  }

  @Test func detachedFireAndForgetUnknown() async throws {
    Task.detached { expect("detachedFireAndForgetUnknown") == "a passing value" }
    try await Task.sleep(nanoseconds: 50_000_000)
  }

  @Test func awaitedDetachedTaskUnknown() async {
    await Task.detached { expect("awaitedDetachedTaskUnknown") == "a passing value" }.value
  }

  @Test func queueWhilePollingUnknown() async {
    let raised = Flag()
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) {
      expect("queueWhilePollingUnknown") == "a passing value"
      raised.raise()
    }
    await expect { raised.isRaised }.toEventually(beTrue(), timeout: .seconds(30))
  }

  @Test(arguments: 1...4) func waitUntilCallbackPasses(_ run: Int) async {
    await waitUntil(timeout: .seconds(30)) { done in
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(run * 5)) {
        expect(run) == run
        done()
      }
    }
  }

  @Test func toEventuallyPasses() async {
    let raised = Flag()
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100)) { raised.raise() }
    await expect { raised.isRaised }.toEventually(beTrue(), timeout: .seconds(30))
  }
}

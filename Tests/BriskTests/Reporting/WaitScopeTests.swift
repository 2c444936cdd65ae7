import BriskTestSupport
import Testing

@testable import BriskCore

/// Brisk's waits run inside a ``WaitScope``, which owns the failures raised off the test's task
/// while it is the only wait in progress. Whether such a failure is then recorded on the waiting
/// test depends on every other test's waits, so that is checked where one test runs at a time:
/// `.ci/check-routing`. Here: which code runs inside a wait.
@Suite struct WaitScopeTests {
  @Test func aTestIsNotInsideAWaitByItself() {
    #expect(!WaitScope.isWaiting)
  }

  @Test func waitUntilsActionRunsInsideTheWait() async {
    let inside = Locked(false)
    await waitUntil { done in
      inside.withLock { $0 = WaitScope.isWaiting }
      done()
    }
    #expect(inside.current)
    #expect(!WaitScope.isWaiting)
  }

  @Test func aPolledExpressionRunsInsideTheWait() async {
    await expectMessages([]) {
      await expect { WaitScope.isWaiting }.toEventually(beTrue())
      _ = try? await require { WaitScope.isWaiting }.toEventually(beTrue())
    }
  }
}

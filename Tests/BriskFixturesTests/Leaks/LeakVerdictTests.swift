import BriskFixtures
import BriskTestSupport
import Dispatch
import Testing

/// When a scope takes its verdict: an async scope on the main actor waits one main-queue turn,
/// so what is let go there (as UIKit lets go of dismissed controllers) is not reported; a
/// synchronous scope cannot wait, and reports it.
@MainActor
@Suite struct LeakVerdictTests {
  /// Keeps `object` alive until the main queue's next turn.
  private func releaseAtTheNextMainQueueTurn(_ object: PlainScreen) {
    nonisolated(unsafe) let held = object
    DispatchQueue.main.async { withExtendedLifetime(held) {} }
  }

  /// An async call that never suspends (same actor), so the body is async without letting the
  /// main queue run before the scope ends.
  private func stayOnTheMainActor() async {}

  @Test func anAsyncScopeOnTheMainActorWaitsOneMainQueueTurn() async {
    let failures = await withFailureCollection {
      await withLeakTracking {
        let screen = PlainScreen()
        trackForLeaks(screen)
        releaseAtTheNextMainQueueTurn(screen)
        await stayOnTheMainActor()
      }
    }
    #expect(failures.isEmpty)
  }

  @Test func aSynchronousScopeReportsWhatTheNextTurnWouldRelease() async {
    let failures = withFailureCollection {
      withLeakTracking {
        let screen = PlainScreen()
        trackForLeaks(screen)
        releaseAtTheNextMainQueueTurn(screen)
      }
    }
    #expect(
      failures.map(\.message) == [
        "expected <PlainScreen> to be released when withLeakTracking ends, but it is still alive"
      ])
  }
}

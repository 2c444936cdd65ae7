import Brisk
import RoutingSupport
import Testing

// A time limit that ends a Brisk wait gives one issue, Swift Testing's. Time limits are whole
// minutes, so `.ci/check-routing` runs this suite on its own, beside its other runs.

@Suite struct TimeLimitCancellation {
  @Test(.timeLimit(.minutes(1))) func timeLimitEndsToEventually() async {
    await expect(1).toEventually(equal(2), timeout: .seconds(90))
  }

  @Test(.timeLimit(.minutes(1))) func timeLimitEndsWaitUntil() async {
    await waitUntil(timeout: .seconds(90)) { _ in }
  }

  /// In a test with a time limit, the test's own code cancelling the task that polls is still
  /// a failure.
  @Test(.timeLimit(.minutes(1))) func ownTaskCancelledInATestWithATimeLimit() async {
    let polling = Task { _ = await expect(1).toEventually(equal(2), timeout: .seconds(30)) }
    try? await Task.sleep(for: .milliseconds(100))
    polling.cancel()
    await polling.value
  }
}

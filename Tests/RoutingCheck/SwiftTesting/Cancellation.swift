import Brisk
import RoutingSupport
import Testing

// A test that Swift Testing cancels during a Brisk wait reads `was cancelled`, with no Brisk
// issue; a wait that the test's own code cancels fails. The time-limit case, which takes a
// minute, is in TimeLimitCancellation.swift and runs beside the other runs.

/// Cancels the current test after a short delay, from a child task, as a test does when it
/// learns that it cannot go on.
private func cancelTheTestSoon() async {
  try? await Task.sleep(for: .milliseconds(100))
  try? Test.cancel("the backend is down")
}

@Suite struct Cancellation {
  @Test func testCancelledDuringToEventually() async {
    async let cancelling: Void = cancelTheTestSoon()
    await expect(1).toEventually(equal(2), timeout: .seconds(30))
    await cancelling
  }

  @Test func testCancelledDuringWaitUntil() async {
    async let cancelling: Void = cancelTheTestSoon()
    await waitUntil(timeout: .seconds(30)) { _ in }
    await cancelling
  }

  @Test func testCancelledDuringToNever() async {
    async let cancelling: Void = cancelTheTestSoon()
    await expect(1).toNever(equal(2), until: .seconds(30))
    await cancelling
  }

  /// The requirement throws `CancellationError`, which Swift Testing does not report for a
  /// cancelled test.
  @Test func testCancelledDuringAPollingRequirement() async throws {
    async let cancelling: Void = cancelTheTestSoon()
    try await require { 1 }.toEventually(equal(2), timeout: .seconds(30))
    await cancelling
  }

  /// The wait runs in a child task; the test's own task cancels the test, and so the child,
  /// once the child polls (its second check): a child that starts cancelled cannot tell who
  /// cancelled it, and fails, however slow the machine that runs this.
  @Test func testCancelledWhileAChildTaskPolls() async {
    let polling = Flag()
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        let checks = Counter()
        await expect { () -> Int in
          if checks.next() == 2 { polling.raise() }
          return 1
        }.toEventually(equal(2), timeout: .seconds(30))
      }
      while !polling.isRaised { try? await Task.sleep(for: .milliseconds(5)) }
      try? Test.cancel("the backend is down")
    }
  }

  /// The test's own code cancels the task that polls: a failure.
  @Test func ownTaskCancelledAroundToEventually() async {
    let polling = Task { _ = await expect(1).toEventually(equal(2), timeout: .seconds(30)) }
    try? await Task.sleep(for: .milliseconds(100))
    polling.cancel()
    await polling.value
  }

  /// The test's own code cancels the task that waits: a failure.
  @Test func ownTaskCancelledAroundWaitUntil() async {
    let waiting = Task { await waitUntil(timeout: .seconds(30)) { _ in } }
    try? await Task.sleep(for: .milliseconds(100))
    waiting.cancel()
    await waiting.value
  }

  /// The test's own code cancels the task group that polls: a failure.
  @Test func ownTaskGroupCancelledAroundToEventually() async {
    await withTaskGroup(of: Void.self) { group in
      group.addTask { _ = await expect(1).toEventually(equal(2), timeout: .seconds(30)) }
      try? await Task.sleep(for: .milliseconds(100))
      group.cancelAll()
    }
  }
}

import BriskCore
import BriskTestSupport
import Testing

private let brief = PollingDuration.milliseconds(30)
private let timedOut =
  "expected to eventually equal <2>, got <1>\ntimed out after 30 ms, polling every 10 ms"

/// A model read on the main actor: not `Sendable`, so it stays there.
@MainActor private final class Counter {
  var count = 1
}

/// Polling and `waitUntil` where tests put them (issue 44): in `Task { }`, `Task.detached { }`,
/// task groups and `async let`, from nonisolated and main-actor tests, in Swift 6 mode. Each
/// closure is the single expression a user writes, so the value it returns is the check's
/// `Sendable` result; each failure is reported and compared word for word.
@Suite struct PollingInTasksTests {
  @Test func aTaskThatPollsReturnsTheResultAndReportsTheFailure() async {
    await expectMessages([timedOut]) {
      let polling = Task { await expect(1).toEventually(equal(2), timeout: brief) }
      #expect(await polling.value.status == .failed)
      let passing = Task { await expect(1).toEventually(equal(1), timeout: brief) }
      #expect(await passing.value.status == .passed)
    }
  }

  @MainActor @Test func aTaskThatPollsFromTheMainActor() async {
    let counter = Counter()
    await expectMessages([timedOut]) {
      // The task runs on the main actor too, so the expression reads the model there.
      let polling = Task { await expect(counter.count).toEventually(equal(2), timeout: brief) }
      #expect(await polling.value.status == .failed)
      let async = Task { await expect { counter.count }.toNever(equal(2), until: brief) }
      #expect(await async.value.status == .passed)
    }
  }

  @Test func aDetachedTaskThatPolls() async {
    // A detached task inherits no task-local values, so it collects its own failures.
    let messages = await Task.detached {
      await failureMessages { await expect(1).toEventually(equal(2), timeout: brief) }
    }.value
    #expect(messages == [timedOut])
    let result = await Task.detached { await expect(1).toEventuallyNot(equal(2)) }.value
    #expect(result.status == .passed)
  }

  @Test func aTaskGroupThatPolls() async {
    await expectMessages([timedOut, timedOut]) {
      await withTaskGroup(of: ExpectationResult.self) { group in
        group.addTask { await expect(1).toEventually(equal(2), timeout: brief) }
        group.addTask { await expect(1).toEventually(equal(2), timeout: brief) }
        group.addTask { await expect(1).toAlways(equal(1), until: brief) }
        var statuses: [ExpectationStatus] = []
        for await result in group { statuses.append(result.status) }
        #expect(statuses.sorted { "\($0)" < "\($1)" } == [.failed, .failed, .passed])
      }
    }
  }

  @Test func anAsyncLetThatPolls() async {
    await expectMessages([timedOut]) {
      async let polled = expect(1).toEventually(equal(2), timeout: brief)
      async let requiredValue = try? require(1).toEventually(equal(1), timeout: brief)
      #expect(await polled.status == .failed)
      #expect(await requiredValue == 1)
    }
  }

  @Test func waitUntilInATask() async {
    await expectMessages(["waitUntil timed out after 30 ms: done() was never called"]) {
      await Task { await waitUntil(timeout: brief) { done in done() } }.value
      await Task { await waitUntil(timeout: brief) { _ in } }.value
    }
  }

  @Test func aRequirementInATaskReturnsItsValue() async throws {
    let value = try await Task { try await require(1).toEventually(equal(1), timeout: brief) }
      .value
    #expect(value == 1)
  }
}

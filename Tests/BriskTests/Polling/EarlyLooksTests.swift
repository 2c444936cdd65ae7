import BriskTestSupport
import Dispatch
import Testing

@testable import Brisk

/// A value that a task queued on the main actor sets to 1 and a background queue takes back to 0
/// 2 s later.
private func flickerOnTheMainActor() -> Changing<Int> {
  let value = Changing(0)
  Task { @MainActor in
    value.setNow(1)
    value.set(0, after: 2_000)
  }
  return value
}

/// An actor whose own queued work a wait on it must let run.
private actor Waiter {
  func flickerAndWait() async -> [String] {
    let value = Changing(0)
    Task {
      value.setNow(1)
      value.set(0, after: 2_000)
    }
    return await failureMessages {
      await expect(value.current).toEventually(
        equal(1), timeout: .seconds(5), pollInterval: .seconds(5))
    }
  }
}

@Suite struct EarlyLooksTests {
  // The value is 1 only from when the queued task runs until 2 s later, and the only poll after
  // the first is at 5 s: a wait that slept without letting the queued work run first would read
  // 0 there and fail.

  @MainActor @Test func asyncPollingRunsWorkQueuedOnTheCallersActorThenLooksAgain() async {
    let value = flickerOnTheMainActor()
    await expectMessages([]) {
      await expect(value.current).toEventually(
        equal(1), timeout: .seconds(5), pollInterval: .seconds(5))
    }
  }

  @Test func soOnAnyActor() async {
    #expect(await Waiter().flickerAndWait() == [])
  }

  @MainActor @Test func soDoesARequirement() async throws {
    let value = flickerOnTheMainActor()
    let seen = try await require(value.current).toEventually(
      equal(1), timeout: .seconds(5), pollInterval: .seconds(5))
    #expect(seen == 1)
  }

  @MainActor @Test func soDoesPollUnwrap() async throws {
    let value = flickerOnTheMainActor()
    let seen = try await pollUnwrap(
      timeout: .seconds(5), pollInterval: .seconds(5), value.current == 1 ? "ready" : nil)
    #expect(seen == "ready")
  }

  @Test func looksAreNotCountedAsPolls() async {
    let value = Changing(0)
    await expectMessages([
      "expected to eventually equal <1>, got <0>\ntimed out after 20 ms: 2 polls, every 20 ms"
    ]) {
      await expect(value.current).toEventually(
        equal(1), timeout: .milliseconds(20), pollInterval: .milliseconds(20))
    }
    #expect(value.reads > 2)
  }

  @Test func toNeverAndToAlwaysOnlyPoll() async {
    let value = Changing(0)
    await expectMessages([]) {
      await expect(value.current).toNever(
        equal(1), until: .milliseconds(20), pollInterval: .milliseconds(20))
    }
    #expect(value.reads == 2)
    await expectMessages([]) {
      await expect(value.current).toAlways(
        equal(0), until: .milliseconds(20), pollInterval: .milliseconds(20))
    }
    #expect(value.reads == 4)
  }

  @Test func theLadderDoublesItsPauseDuringTheFirstInterval() {
    var ladder = EarlyLooks()
    let grid = PollGrid(PollingPlan(timeout: .seconds(60), pollInterval: .seconds(30)))
    #expect(ladder.nextPause(grid) == 50_000)
    #expect(ladder.nextPause(grid) == 100_000)
    #expect(ladder.nextPause(grid) == 200_000)
  }

  @Test func theLadderStopsForGoodWhenAPauseComesTooCloseToThePoll() {
    var ladder = EarlyLooks()
    let short = PollGrid(PollingPlan(timeout: .seconds(60), pollInterval: .microseconds(60)))
    #expect(ladder.nextPause(short) == nil)
    let long = PollGrid(PollingPlan(timeout: .seconds(60), pollInterval: .seconds(30)))
    #expect(ladder.nextPause(long) == nil)
  }
}

import BriskTestSupport
import Dispatch
import Testing

@testable import BriskCore

/// Adds one to a count, and returns the new count.
private func increment(_ count: inout Int) -> Int {
  count += 1
  return count
}

/// Async polling on the main actor sleeps on the main queue (``PollSleeper``), not with
/// `Task.sleep`. These pin what that must keep: the grid's poll count, changes made on the main
/// actor and on other threads, every verb, and cancellation.
@MainActor @Suite struct MainActorPollingTests {
  @Test func aTimeoutCountsThePollsOfTheGrid() async {
    await expectMessages([
      "expected to eventually equal <1>, got <0>\ntimed out after 50 ms, polling every 10 ms"
    ]) {
      await expect(0).toEventually(equal(1), timeout: .milliseconds(50))
    }
  }

  @Test func aChangeMadeOnTheMainActorDuringTheSleepIsSeen() async {
    let value = Changing(0)
    await expectMessages([]) {
      Task { @MainActor in
        try? await Task.sleep(nanoseconds: 25_000_000)
        value.setNow(1)
      }
      await expect(value.current).toEventually(
        equal(1), timeout: .seconds(50), pollInterval: .milliseconds(10))
    }
  }

  @Test func aChangeMadeOnAnotherThreadIsSeen() async {
    let value = Changing(0)
    await expectMessages([]) {
      value.set(1, after: 25)
      await expect(value.current).toEventually(
        equal(1), timeout: .seconds(50), pollInterval: .milliseconds(10))
    }
  }

  @Test func theVerbsThatWatchTheWholeTimeStillPollOnTheGrid() async {
    let value = Changing(0)
    await expectMessages([]) {
      await expect(value.current).toNever(
        equal(1), until: .milliseconds(40), pollInterval: .milliseconds(5))
      await expect(value.current).toAlways(
        equal(0), until: .milliseconds(40), pollInterval: .milliseconds(5))
    }
    let polled = Locked(0)
    let message = "expected to always be less than <3>, got <3>\nstopped matching while polling"
    await expectMessages([message]) {
      await expect { polled.withLock(increment) }.toAlways(
        beLessThan(3), until: .seconds(50), pollInterval: .milliseconds(5))
    }
  }

  @Test func cancellationDuringTheSleepIsReported() async {
    let messages = Locked<[String]>([])
    let polling = Task { @MainActor in
      let collected = await failureMessages {
        await expect(3).toEventually(equal(5), timeout: .seconds(60), pollInterval: .seconds(30))
      }
      messages.withLock { $0 = collected }
    }
    try? await Task.sleep(nanoseconds: 20_000_000)
    polling.cancel()
    await polling.value
    #expect(
      messages.current == [
        "expected to eventually equal <5>, got <3>\nthe polling task was cancelled before 60 s had passed"
      ])
  }
}

@Suite struct PollSleeperTests {
  @MainActor @Test func aSleepOnTheMainQueueEndsAtItsDeadline() async {
    let sleeper = PollSleeper(timers: .main)
    #expect(await sleeper.sleep(nanoseconds: 1_000_000) == .elapsed)
    #expect(await sleeper.sleep(nanoseconds: 1_000_000) == .elapsed)
  }

  @MainActor @Test func cancellationEndsASleepOnTheMainQueueAndEveryLaterOne() async {
    let sleeper = PollSleeper(timers: .main)
    let sleeping = Task { @MainActor in
      await sleeper.sleep(nanoseconds: 60_000_000_000)
    }
    try? await Task.sleep(nanoseconds: 5_000_000)
    sleeping.cancel()
    #expect(await sleeping.value == .cancelled)
    #expect(await sleeper.sleep(nanoseconds: 60_000_000_000) == .cancelled)
  }

  @Test func aChangeDisarmsAndIsKeptForTheNextSleep() async {
    let sleeper = PollSleeper(timers: .global())
    #expect(!sleeper.isArmed)
    sleeper.arm()
    #expect(sleeper.isArmed)
    sleeper.change()
    #expect(!sleeper.isArmed)
    // Kept: the next sleep ends at once; taken: the one after runs to its end.
    #expect(await sleeper.sleep(nanoseconds: 60_000_000_000) == .changed)
    #expect(await sleeper.sleep(nanoseconds: 1_000_000) == .elapsed)
  }
}

/// The sleeps until the grid's next poll, which one repeating timer ends.
@Suite struct PollSleeperTickTests {
  private func grid(timeout: PollingDuration = .seconds(600), every interval: PollingDuration)
    -> PollGrid
  {
    PollGrid(PollingPlan(timeout: timeout, pollInterval: interval))
  }

  @Test func eachSleepEndsAtItsPollOnTheGridNeverBefore() async throws {
    let grid = grid(every: .milliseconds(20))
    let sleeper = PollSleeper(timers: .global())
    defer { sleeper.stop() }
    for poll in 1...3 {
      let due = try #require(grid.nextPoll(after: Clock.now))
      #expect(await sleeper.sleepUntilNextPoll(grid) == .elapsed)
      #expect(due >= grid.start + UInt64(poll) * 20_000_000)
      #expect(Clock.now >= due)
    }
  }

  @MainActor @Test func onTheMainQueueToo() async throws {
    let grid = grid(every: .milliseconds(5))
    let sleeper = PollSleeper(timers: .main)
    defer { sleeper.stop() }
    for _ in 1...3 {
      let due = try #require(grid.nextPoll(after: Clock.now))
      #expect(await sleeper.sleepUntilNextPoll(grid) == .elapsed)
      #expect(Clock.now >= due)
    }
  }

  @Test func theLastPollAtTheDeadlineBetweenTwoTicksIsKept() async {
    let grid = grid(timeout: .milliseconds(30), every: .milliseconds(20))
    let sleeper = PollSleeper(timers: .global())
    defer { sleeper.stop() }
    #expect(await sleeper.sleepUntilNextPoll(grid) == .elapsed)
    #expect(await sleeper.sleepUntilNextPoll(grid) == .elapsed)
    #expect(Clock.now >= grid.deadline)
    #expect(grid.nextPoll(after: Clock.now) == nil)
  }

  @Test func aStoppedSleeperStillEndsItsSleeps() async {
    let grid = grid(every: .milliseconds(5))
    let sleeper = PollSleeper(timers: .global())
    sleeper.stop()
    #expect(await sleeper.sleepUntilNextPoll(grid) == .elapsed)
  }

  @Test func aChangeOrCancellationEndsASleepUntilTheNextPoll() async {
    let grid = grid(every: .seconds(30))
    let changed = PollSleeper(timers: .global())
    defer { changed.stop() }
    changed.arm()
    let sleeping = Task { await changed.sleepUntilNextPoll(grid) }
    try? await Task.sleep(nanoseconds: 5_000_000)
    changed.change()
    #expect(await sleeping.value == .changed)

    let cancelled = PollSleeper(timers: .global())
    defer { cancelled.stop() }
    let waiting = Task { await cancelled.sleepUntilNextPoll(grid) }
    try? await Task.sleep(nanoseconds: 5_000_000)
    waiting.cancel()
    #expect(await waiting.value == .cancelled)
  }

  @Test func theTicksDoNotKeepTheSleeperAlive() async {
    let grid = grid(every: .milliseconds(2))
    weak var released: PollSleeper?
    do {
      let sleeper = PollSleeper(timers: .global())
      released = sleeper
      _ = await sleeper.sleepUntilNextPoll(grid)
    }
    // The tick that ended the sleep may still be returning on its queue, holding the sleeper for
    // a moment; a cycle would hold it for good.
    for _ in 0..<1_000 where released != nil {
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
    #expect(released == nil)
  }
}

import Brisk
import BriskTestSupport
import Dispatch
import Testing

@testable import BriskCore

/// An actor that polls a value its own queued work changes.
///
/// A task queued on the actor just before the wait sets the value to 1, and sets it back to 0
/// 2 s later; the only poll after the first is at 5 s. A wait that slept at once would read 0
/// there and fail; one that lets the queued task run first looks again within microseconds.
/// (Swift Testing's main actor on Linux can be kept busy for seconds by other tests, so these
/// tests wait on an actor of their own.)
private actor Waiter {
  var value = 0

  private func flicker() {
    Task {
      value = 1
      try? await Task.sleep(nanoseconds: 2_000_000_000)
      value = 0
    }
  }

  func expectation() async -> [String] {
    flicker()
    return await failureMessages {
      await expect(self.value).toEventually(
        equal(1), timeout: .seconds(5), pollInterval: .seconds(5))
    }
  }

  func requirement() async throws -> Int {
    flicker()
    return try await require(self.value).toEventually(
      equal(1), timeout: .seconds(5), pollInterval: .seconds(5))
  }

  func unwrapped() async throws -> String {
    flicker()
    return try await pollUnwrap(
      timeout: .seconds(5), pollInterval: .seconds(5), self.value == 1 ? "ready" : nil)
  }
}

@Suite struct EarlyLooksTests {
  @Test func asyncPollingRunsWorkQueuedOnTheCallersActorThenLooksAgain() async {
    #expect(await Waiter().expectation() == [])
  }

  @Test func soDoesARequirement() async throws {
    #expect(try await Waiter().requirement() == 1)
  }

  @Test func soDoesPollUnwrap() async throws {
    #expect(try await Waiter().unwrapped() == "ready")
  }

  /// Looks are taken between the two polls (how many depends on the machine's load); the
  /// message counts the polls alone.
  @Test func looksAreNotCountedAsPolls() async {
    let value = Changing(0)
    await expectMessages([
      "expected to eventually equal <1>, got <0>\ntimed out after 20 ms, polling every 20 ms"
    ]) {
      await expect(value.current).toEventually(
        equal(1), timeout: .milliseconds(20), pollInterval: .milliseconds(20))
    }
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

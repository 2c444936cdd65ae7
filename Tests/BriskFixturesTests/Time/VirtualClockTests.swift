import BriskFixtures
import BriskTestSupport
import Testing

@MainActor @Suite struct VirtualClockTests {
  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func startsAtZeroAndMovesOnlyWhenAdvanced() async {
    let clock = VirtualClock()
    #expect(clock.now == .zero)
    #expect(clock.minimumResolution == .nanoseconds(1))
    let sleeper = Task { try await clock.sleep(for: .seconds(2)) }
    await clock.advance(by: .seconds(1))
    #expect(clock.now == VirtualClock.Instant(offset: .seconds(1)))
    await clock.advance(to: .init(offset: .seconds(2)))
    #expect(clock.now.offset == .seconds(2))
    #expect(await sleeper.result.isSuccess)
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aDeadlineAlreadyReachedReturnsAtOnce() async throws {
    let clock = VirtualClock()
    try await clock.sleep(until: clock.now)
    #expect(clock.sleeperCount == 0)
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func cancellingASleeperThrowsAndRemovesItAtOnce() async {
    let clock = VirtualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    await expect(clock.sleeperCount).toEventually(equal(1))
    sleeper.cancel()
    #expect(clock.sleeperCount == 0)
    #expect(await sleeper.result.error is CancellationError)
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aCancelledTaskDoesNotSleep() async {
    let clock = VirtualClock()
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    #expect(await sleeper.result.error is CancellationError)
    #expect(clock.sleeperCount == 0)
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aNegativeQuietPeriodIsReportedAndCountsAsZero() async {
    expectMessages([
      "VirtualClock(quietPeriod: -0.05 s) is negative; the clock waits for no quiet period"
    ]) {
      _ = VirtualClock(quietPeriod: .milliseconds(-50))
    }
    let clock = VirtualClock(quietPeriod: .zero)
    let sleeper = Task.detached { try await clock.sleep(for: .seconds(1)) }
    await expect(clock.sleeperCount).toEventually(equal(1))
    await clock.advance(by: .seconds(1))
    #expect(clock.sleeperCount == 0)
    _ = await sleeper.result
  }
}

extension Result {
  var isSuccess: Bool {
    if case .success = self { return true }
    return false
  }

  var error: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

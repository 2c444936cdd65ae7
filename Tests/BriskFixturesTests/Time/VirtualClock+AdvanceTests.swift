import BriskFixtures
import BriskTestSupport
import Testing

@MainActor @Suite struct VirtualClockAdvanceTests {
  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func wakesInDeadlineOrderWithTiesInRegistrationOrder() async {
    let clock = VirtualClock()
    let woken = Log<String>()
    for (index, (name, seconds)) in [("b", 2), ("a1", 1), ("a2", 1)].enumerated() {
      Task {
        try await clock.sleep(for: .seconds(seconds))
        woken.items.append(name)
      }
      await expect(clock.sleeperCount).toEventually(equal(index + 1))
    }
    await clock.advance(by: .seconds(2))
    #expect(woken.items == ["a1", "a2", "b"])
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func wakesSleepersRegisteredDuringTheAdvance() async {
    let clock = VirtualClock()
    let ticks = Log<Duration>()
    let loop = Task {
      while true {
        try await clock.sleep(for: .seconds(1))
        ticks.items.append(clock.now.offset)
      }
    }
    await clock.advance(by: .milliseconds(3500))
    #expect(ticks.items == [.seconds(1), .seconds(2), .seconds(3)])
    #expect(clock.sleepersDescription == "1 sleeper: until 4 s")
    loop.cancel()
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aNegativeDurationIsReportedAndIgnored() async {
    let clock = VirtualClock()
    await expectMessages(["advance(by: -0.1 s) would move time backwards; the clock stays at 0 s"])
    {
      await clock.advance(by: .milliseconds(-100))
    }
    #expect(clock.now == .zero)
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aDeadlineInThePastIsReportedAndIgnored() async {
    let clock = VirtualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.advance(by: .milliseconds(300))
    await expectMessages(["advance(to: 0.1 s) is in the past; the clock stays at 0.3 s"]) {
      await clock.advance(to: .init(offset: .milliseconds(100)))
    }
    #expect(clock.now.offset == .milliseconds(300))
    sleeper.cancel()
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func advancingWithNothingAsleepIsReported() async {
    let clock = VirtualClock()
    await expectMessages([
      "advance(by: 1 s) found nothing asleep on the clock; time moved to 1 s and woke no one"
    ]) {
      await clock.advance(by: .seconds(1))
    }
    #expect(clock.now.offset == .seconds(1))
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func anAdvanceFromWokenWorkIsRefused() async throws {
    let clock = VirtualClock()
    let messages = Task {
      try await clock.sleep(for: .seconds(1))
      return await failureMessages { await clock.advance(by: .seconds(1)) }
    }
    await clock.advance(by: .seconds(1))
    #expect(
      try await messages.value == [
        "advance(by: 1 s) was called while another advance is moving the clock; the clock stays at 1 s"
      ])
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func workThatNeverLetsTimeMoveIsReported() async {
    let clock = VirtualClock(wakesPerInstant: 3)
    @MainActor func again() {
      clock.schedule(at: clock.now, fileID: "App/Spinner.swift", line: 7) { again() }
    }
    again()
    await expectMessages([
      "advance(by: 1 s) did not settle: 3 wakes at 0 s without time moving; the clock stays at 0 s"
        + " with 1 sleeper: until 0 s (Spinner.swift:7)"
    ]) {
      await clock.advance(by: .seconds(1))
    }
  }
}

/// What woken work did, in order, on the main actor.
@MainActor final class Log<Item> {
  var items: [Item] = []
}

import BriskTestSupport
import Testing

@testable import BriskFixtures

@MainActor @Suite struct VirtualClockScheduleTests {
  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func callbacksFireInDeadlineOrderInterleavedWithSleepers() async {
    let clock = VirtualClock()
    let events = Log<String>()
    clock.schedule(at: .init(offset: .seconds(2))) { events.items.append("timer at 2 s") }
    let sleeper = Task {
      try await clock.sleep(for: .seconds(1))
      events.items.append("sleeper at 1 s")
      try await clock.sleep(for: .seconds(1))
      events.items.append("sleeper at 2 s")
    }
    clock.schedule(at: .init(offset: .seconds(1))) { events.items.append("timer at 1 s") }
    await expect(clock.sleeperCount).toEventually(equal(3))
    await clock.advance(by: .seconds(2))
    // The sleeper's task starts after both callbacks are scheduled, so each tie goes to the timer.
    #expect(events.items == ["timer at 1 s", "sleeper at 1 s", "timer at 2 s", "sleeper at 2 s"])
    _ = await sleeper.result
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func workACallbackStartsSettlesBeforeAdvanceReturns() async {
    let clock = VirtualClock()
    let events = Log<String>()
    clock.schedule(at: .init(offset: .seconds(1))) {
      Task { events.items.append("task the timer started") }
    }
    await clock.advance(by: .seconds(1))
    #expect(events.items == ["task the timer started"])
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aCancelledCallbackNeverFires() async {
    let clock = VirtualClock()
    let events = Log<String>()
    let token = clock.schedule(at: .init(offset: .seconds(1))) { events.items.append("fired") }
    clock.schedule(at: .init(offset: .seconds(2))) { events.items.append("kept") }
    clock.cancel(token)
    clock.cancel(token)
    await clock.advance(by: .seconds(2))
    #expect(events.items == ["kept"])
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aDeadlineInThePastFiresAtTheNextAdvance() async {
    let clock = VirtualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(5)) }
    await clock.advance(by: .seconds(1))
    let events = Log<String>()
    clock.schedule(at: .zero) { events.items.append("late") }
    #expect(
      clock.sleepersDescription.hasPrefix(
        "2 sleepers: until 1 s (VirtualClock+ScheduleTests.swift:"))
    await clock.advance(by: .zero)
    #expect(events.items == ["late"])
    sleeper.cancel()
  }
}

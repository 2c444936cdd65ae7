import BriskFixtures
import BriskTestSupport
import Foundation
import Testing

@MainActor @Suite struct VirtualTimerSchedulerTests {
  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aDelayFiresWhenTheClockReachesIt() async {
    let clock = VirtualClock()
    let scheduler: any TimerScheduler = .virtual(on: clock)
    var ran: [String] = []
    scheduler.schedule(after: 0.3) { ran.append("search at \(clock.now)") }
    await clock.advance(by: .milliseconds(299))
    #expect(ran == [])
    await clock.advance(by: .milliseconds(1))
    #expect(ran == ["search at 0.3 s"])
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aRepeatingTimerFiresOnEachMultipleOfItsInterval() async {
    let clock = VirtualClock()
    let scheduler = VirtualTimerScheduler(clock: clock)
    var beats: [String] = []
    let timer = scheduler.schedule(every: 5) { _ in beats.append("\(clock.now)") }
    await clock.advance(by: .seconds(15))
    #expect(beats == ["5 s", "10 s", "15 s"])
    timer.cancel()
    #expect(scheduler.pending == [])
    #expect(scheduler.log.calls == [.schedule(.every(5)), .cancel(.every(5))])
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aTenthOfASecondRepeatsThreeTimesIn300Milliseconds() async {
    let clock = VirtualClock()
    let scheduler = VirtualTimerScheduler(clock: clock)
    var ticks = 0
    scheduler.schedule(every: 0.1) { _ in ticks += 1 }
    await clock.advance(by: .milliseconds(300))
    #expect(ticks == 3)
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aRestartedDebounceFiresOnlyTheLastDelay() async {
    let clock = VirtualClock()
    let scheduler = VirtualTimerScheduler(clock: clock)
    var searches: [String] = []
    var pending: ScheduledTimer?
    func queryChanged(_ query: String) {
      pending?.cancel()
      pending = scheduler.schedule(after: 0.3) { searches.append(query) }
    }
    queryChanged("b")
    await clock.advance(by: .milliseconds(200))
    queryChanged("br")
    await clock.advance(by: .milliseconds(200))
    #expect(searches == [])
    await clock.advance(by: .milliseconds(100))
    #expect(searches == ["br"])
    expectNoFailure { expect(scheduler.log).to(haveReceived(.cancel(.after(0.3)), times: 1)) }
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func timersAndSleepersWakeInDeadlineOrder() async {
    let clock = VirtualClock()
    let scheduler = VirtualTimerScheduler(clock: clock)
    var order: [String] = []
    scheduler.schedule(after: 0.7) { order.append("timer 0.7") }
    let sleeper = Task { @MainActor in
      try? await clock.sleep(for: .milliseconds(500))
      order.append("sleeper 0.5")
    }
    scheduler.schedule(after: 0.3) { order.append("timer 0.3") }
    await clock.advance(by: .seconds(1))
    await sleeper.value
    #expect(order == ["timer 0.3", "sleeper 0.5", "timer 0.7"])
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func whatAnActionSchedulesInsideTheAdvanceFiresInIt() async {
    let clock = VirtualClock()
    let scheduler = VirtualTimerScheduler(clock: clock)
    var tries: [String] = []
    func attempt(after delay: Double) {
      scheduler.schedule(after: delay) {
        tries.append("\(clock.now)")
        if tries.count < 4 { attempt(after: delay * 2) }
      }
    }
    attempt(after: 0.5)
    await clock.run()
    #expect(tries == ["0.5 s", "1.5 s", "3.5 s", "7.5 s"])
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aNegativeDelayFiresAtTheNextAdvanceAndAnInfiniteOneStaysPending() async {
    let clock = VirtualClock()
    let scheduler = VirtualTimerScheduler(clock: clock)
    var ran: [String] = []
    scheduler.schedule(after: .infinity) { ran.append("infinity") }
    scheduler.schedule(after: -1) { ran.append("-1") }
    #expect(ran == [])
    await clock.advance(by: .zero)
    #expect(ran == ["-1"])
    #expect(scheduler.pending == [.after(.infinity)])
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aCancelledDelayLeavesTheClock() async {
    let clock = VirtualClock()
    let scheduler = VirtualTimerScheduler(clock: clock)
    let timer = scheduler.schedule(after: 1) {}
    #expect(clock.sleeperCount == 1)
    timer.cancel()
    #expect(clock.sleeperCount == 0)
    #expect(scheduler.pending == [])
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aRepeatingTimerCanCancelItselfFromItsAction() async {
    let clock = VirtualClock()
    let scheduler = VirtualTimerScheduler(clock: clock)
    var beats = 0
    scheduler.schedule(every: 1) { timer in
      beats += 1
      if beats == 2 { timer.cancel() }
    }
    await clock.advance(by: .seconds(5))
    #expect(beats == 2)
    #expect(clock.sleeperCount == 0)
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func whatNoClockCouldRunIsReportedWhereTheSchedulerWasMade() async {
    let clock = VirtualClock()
    let line = #line + 1
    let scheduler = VirtualTimerScheduler(clock: clock)
    var ran: [String] = []
    let failures = withFailureCollection {
      scheduler.schedule(every: 0) { _ in ran.append("0") }
      scheduler.schedule(every: -1) { _ in ran.append("-1") }
      scheduler.schedule(every: .nan) { _ in ran.append("nan") }
      scheduler.schedule(after: .nan) { ran.append("after nan") }
    }
    #expect(
      failures.map(\.message) == [
        "schedule(every: 0.0) needs a positive interval: the timer would fire forever without "
          + "the clock moving; it was not scheduled",
        "schedule(every: -1.0) needs a positive interval: the timer would fire forever without "
          + "the clock moving; it was not scheduled",
        "schedule(every: nan) needs a positive interval: the timer would fire forever without "
          + "the clock moving; it was not scheduled",
        "schedule(after: nan) needs a number of seconds; it fires at the next advance, as a delay "
          + "of zero does",
      ])
    #expect(failures.map(\.location.line) == Array(repeating: UInt(line), count: 4))
    #expect(scheduler.pending.map(\.description) == ["after(nan)"])
    await clock.advance(by: .zero)
    #expect(ran == ["after nan"])
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func theClockNamesWhereTheSchedulerWasMade() {
    let clock = VirtualClock()
    let line = #line + 1
    let scheduler = VirtualTimerScheduler(clock: clock)
    scheduler.schedule(every: 5) { _ in }
    #expect(
      clock.sleepersDescription
        == "1 sleeper: until 5 s (VirtualTimerSchedulerTests.swift:\(line))")
  }
}

/// The example of TestingTime.md, "Timers and animations on one clock", word for word.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
@MainActor private final class SyncIndicator {
  private let clock: any Clock<Duration>
  private let scheduler: any TimerScheduler
  private let animator: any Animator
  private(set) var pulses = 0
  private(set) var alpha = 0.0
  private(set) var isSynced = false

  init(clock: any Clock<Duration>, scheduler: any TimerScheduler, animator: any Animator) {
    self.clock = clock
    self.scheduler = scheduler
    self.animator = animator
  }

  func sync() async throws {
    let pulse = scheduler.schedule(every: 1) { [weak self] _ in self?.beat() }
    try await clock.sleep(for: .seconds(2.5))  // the sync itself
    pulse.cancel()
    animator.animate(
      withDuration: 0.3, animations: { self.alpha = 0 },
      completion: { _ in self.isSynced = true })
  }

  private func beat() {
    pulses += 1
    animator.animate(withDuration: 0.3, animations: { self.alpha = 1 })
  }
}

@MainActor @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
func theIndicatorPulsesUntilTheSyncEndsThenFades() async throws {
  let clock = VirtualClock()
  let indicator = SyncIndicator(
    clock: clock, scheduler: .virtual(on: clock), animator: VirtualTimeAnimator(clock: clock))
  let sync = Task { try await indicator.sync() }
  await clock.advance(by: .seconds(2.5))
  #expect(indicator.pulses == 2)
  #expect(!indicator.isSynced)
  await clock.advance(by: .milliseconds(300))
  #expect(indicator.alpha == 0)
  #expect(indicator.isSynced)
  try await sync.value
}

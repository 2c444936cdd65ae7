import BriskSeams
import Testing

@MainActor @Suite struct DispatchTimerSchedulerTests {
  @Test func delaysRunInDeadlineOrderOnTheMainActor() async {
    let events = TimerEvents()
    let scheduler: any TimerScheduler = .dispatch
    scheduler.schedule(after: 0.05) { events.record("0.05") }
    scheduler.schedule(after: 0) { events.record("0") }
    scheduler.schedule(after: 0.02) { events.record("0.02") }
    #expect(events.names == [], "nothing runs during the call")
    await events.wait(for: 3)
    #expect(events.names == ["0", "0.02", "0.05"])
  }

  @Test func aCancelledDelayNeverRuns() async {
    let events = TimerEvents()
    let scheduler = DispatchTimerScheduler()
    let cancelled = scheduler.schedule(after: 0.01) { events.record("cancelled") }
    cancelled.cancel()
    cancelled.cancel()
    scheduler.schedule(after: 0.05) { events.record("later") }
    await events.wait(for: 1)
    #expect(events.names == ["later"])
    #expect(cancelled.isCancelled)
  }

  @Test func aNegativeOrNaNDelayRunsSoonAndAnInfiniteOneNever() async {
    let events = TimerEvents()
    let scheduler = DispatchTimerScheduler()
    scheduler.schedule(after: .infinity) { events.record("infinity") }
    scheduler.schedule(after: 0.05) { events.record("0.05") }
    scheduler.schedule(after: -1) { events.record("-1") }
    scheduler.schedule(after: .nan) { events.record("nan") }
    await events.wait(for: 3)
    #expect(events.names == ["-1", "nan", "0.05"])
  }

  @Test func aRepeatingTimerFiresUntilItsActionCancelsIt() async {
    let events = TimerEvents()
    let scheduler = DispatchTimerScheduler()
    var ticks = 0
    let timer = scheduler.schedule(every: 0.01) { timer in
      ticks += 1
      events.record("tick \(ticks)")
      if ticks == 3 { timer.cancel() }
    }
    await events.wait(for: 3)
    scheduler.schedule(after: 0.1) { events.record("after") }
    await events.wait(for: 4)
    #expect(events.names == ["tick 1", "tick 2", "tick 3", "after"])
    #expect(timer.isCancelled)
  }

  @Test func aRepeatingTimerStopsWhenCancelledFromOutside() async {
    let events = TimerEvents()
    let scheduler = DispatchTimerScheduler()
    let timer = scheduler.schedule(every: 0.01) { _ in events.record("tick") }
    scheduler.schedule(after: 0.035) {
      timer.cancel()
      events.record("stop")
    }
    scheduler.schedule(after: 0.1) { events.record("after") }
    await events.wait { $0.last == "after" }
    #expect(events.names.first == "tick")
    #expect(Array(events.names.drop { $0 == "tick" }) == ["stop", "after"])
  }

  @Test func aRepeatingTimerWithNoIntervalStillYieldsToOtherWork() async {
    let events = TimerEvents()
    let scheduler = DispatchTimerScheduler()
    let timer = scheduler.schedule(every: 0) { _ in events.record("tick") }
    scheduler.schedule(after: 0.05) { events.record("after") }
    await events.wait { $0.contains("after") }
    timer.cancel()
    #expect(events.names.first == "tick")
    #expect(events.names.contains("after"))
  }

  @Test func anInfiniteIntervalNeverFires() async {
    let events = TimerEvents()
    let scheduler = DispatchTimerScheduler()
    scheduler.schedule(every: .infinity) { _ in events.record("tick") }
    scheduler.schedule(after: 0.05) { events.record("after") }
    await events.wait(for: 1)
    #expect(events.names == ["after"])
  }
}

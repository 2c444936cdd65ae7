import BriskFixtures
import BriskTestSupport
import Testing

@MainActor @Suite struct TimerSchedulerSpyTests {
  @Test func recordsRequestsAndRunsNothingUntilFired() {
    let timers = TimerSchedulerSpy()
    var ran: [String] = []
    let scheduler: any TimerScheduler = timers
    scheduler.schedule(after: 0.3) { ran.append("search") }
    scheduler.schedule(every: 5) { _ in ran.append("beat") }
    #expect(ran == [])
    #expect(timers.log.calls == [.schedule(.after(0.3)), .schedule(.every(5))])
    #expect(timers.pending == [.after(0.3), .every(5)])
  }

  @Test func firingADelayRunsItOnceAndFiringARepeatingTimerLeavesItPending() {
    let timers = TimerSchedulerSpy()
    var ran: [String] = []
    timers.schedule(after: 0.3) { ran.append("search") }
    timers.schedule(every: 5) { _ in ran.append("beat") }
    expectNoFailure {
      timers.fire(.after(0.3))
      timers.fire(.every(5))
      timers.fire()
    }
    #expect(ran == ["search", "beat", "beat"])
    #expect(timers.pending == [.every(5)])
  }

  @Test func cancellingAPendingTimerIsRecordedOnceAndStopsIt() {
    let timers = TimerSchedulerSpy()
    var ran: [String] = []
    let first = timers.schedule(after: 0.3) { ran.append("b") }
    first.cancel()
    first.cancel()
    timers.schedule(after: 0.3) { ran.append("br") }
    timers.fire()
    #expect(ran == ["br"])
    #expect(
      timers.log.calls == [.schedule(.after(0.3)), .cancel(.after(0.3)), .schedule(.after(0.3))])
    expectNoFailure { expect(timers.log).to(haveReceived(.cancel(.after(0.3)), times: 1)) }
  }

  @Test func cancellingADelayThatRanIsNotRecorded() {
    let timers = TimerSchedulerSpy()
    let timer = timers.schedule(after: 1) {}
    timers.fire()
    timer.cancel()
    #expect(timers.log.calls == [.schedule(.after(1))])
    #expect(timer.isCancelled)
  }

  @Test func aRepeatingTimerCanCancelItselfFromItsAction() {
    let timers = TimerSchedulerSpy()
    var beats = 0
    timers.schedule(every: 5) { timer in
      beats += 1
      if beats == 2 { timer.cancel() }
    }
    timers.fire()
    timers.fire()
    #expect(beats == 2)
    #expect(timers.pending == [])
    #expect(timers.log.last == .cancel(.every(5)))
  }

  @Test func whatAnActionSchedulesIsPendingAfterIt() {
    let timers = TimerSchedulerSpy()
    var tries = 0
    func retry(after delay: Double) {
      timers.schedule(after: delay) {
        tries += 1
        if tries < 3 { retry(after: delay * 2) }
      }
    }
    retry(after: 0.5)
    timers.fire(.after(0.5))
    timers.fire(.after(1))
    timers.fire(.after(2))
    #expect(tries == 3)
    #expect(timers.pending == [])
  }

  @Test func aFireNoSchedulerCouldMakeFailsAtItsLineAndRunsNothing() {
    let timers = TimerSchedulerSpy()
    var ran = 0
    expectMessages([
      "fire() was called, but no timer is pending",
      "fire(after(0.3)) was called, but no timer was scheduled after(0.3); pending: []",
    ]) {
      timers.fire()
      timers.fire(.after(0.3))
    }
    let cancelled = timers.schedule(after: 0.3) { ran += 1 }
    cancelled.cancel()
    timers.schedule(after: 1) { ran += 1 }
    timers.schedule(every: 5) { _ in ran += 1 }
    expectMessages([
      "fire() was called, but 2 timers are pending: [after(1.0), every(5.0)]; name the one to "
        + "fire with fire(_:)",
      "fire(after(0.3)) was called, but the timer scheduled after(0.3) was cancelled; pending: "
        + "[after(1.0), every(5.0)]",
      "fire(every(1.0)) was called, but no timer was scheduled every(1.0); pending: [after(1.0), "
        + "every(5.0)]",
    ]) {
      timers.fire()
      timers.fire(.after(0.3))
      timers.fire(.every(1))
    }
    timers.fire(.after(1))
    expectMessage(
      "fire(after(1.0)) was called, but the timer scheduled after(1.0) already ran; pending: "
        + "[every(5.0)]"
    ) { timers.fire(.after(1)) }
    #expect(ran == 1)
  }

  @Test func misuseIsReportedAtTheCallersLine() {
    let timers = TimerSchedulerSpy()
    let line = #line + 1
    let failures = withFailureCollection { timers.fire() }
    #expect(failures.map(\.location.line) == [UInt(line)])
    #expect(failures.first?.location.fileID == "BriskFixturesTests/TimerSchedulerSpyTests.swift")
  }

  @Test func haveReceivedNamesTheCallsWordForWord() {
    let timers = TimerSchedulerSpy()
    timers.schedule(after: 0.3) {}
    expectNoFailure { expect(timers.log).to(haveReceived(.schedule(.after(0.3)))) }
    expectMessages([
      "expected to have received <cancel(after(0.3))>, got <[schedule(after(0.3))]>",
      "expected to not have received <schedule(after(0.3))>, got <[schedule(after(0.3))]>",
      "expected to have received <cancel(after(0.3))>, got <nil>",
    ]) {
      expect(timers.log).to(haveReceived(.cancel(.after(0.3))))
      expect(timers.log).toNot(haveReceived(.schedule(.after(0.3))))
      expect(nil as CallLog<TimerCall>?).to(haveReceived(.cancel(.after(0.3))))
    }
  }

  @Test func resetForgetsEverything() {
    let timers = TimerSchedulerSpy()
    let timer = timers.schedule(every: 1) { _ in }
    timers.reset()
    timer.cancel()
    #expect(timers.log.calls == [])
    #expect(timers.pending == [])
  }
}

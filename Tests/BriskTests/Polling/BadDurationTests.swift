import BriskTestSupport
import Testing

@testable import BriskCore

/// Durations a person might type for "forever" or by mistake: refused or capped, never a crash.
@Suite struct BadDurationTests {
  @Test func nonFiniteTimeoutsAndIntervalsAreRefusedWithAMessage() async {
    await expectMessages([
      "toEventually needs a finite timeout, got infinity",
      "toEventually needs a finite timeout, got -infinity",
      "toNever needs a finite poll interval, got nan",
      "waitUntil needs a finite timeout, got infinity",
    ]) {
      await expect(1).toEventually(equal(1), timeout: .seconds(.infinity))
      await expect(1).toEventually(equal(1), timeout: .seconds(-.infinity))
      await expect(1).toNever(equal(2), pollInterval: .seconds(.nan))
      await waitUntil(timeout: .seconds(.infinity)) { done in done() }
    }
  }

  @Test func hugeTimeoutsAreCappedNotOverflowed() async {
    await expectMessages([]) {
      await expect(1).toEventually(equal(1), timeout: .seconds(1e11))
      await expect(1).toEventually(equal(1), timeout: .seconds(9e18), pollInterval: .seconds(9e18))
      await waitUntil(timeout: .seconds(1e15)) { done in done() }
    }
    #expect(PollingDuration.seconds(1e11).nanoseconds == PollingDuration.longestNanoseconds)
    #expect(PollingDuration.seconds(.infinity).nanoseconds == PollingDuration.longestNanoseconds)
    #expect(PollingDuration.seconds(.nan).nanoseconds == 0)
    #expect(PollingDuration.seconds(-3).nanoseconds == 0)
  }

  @Test func describesNonFiniteAndHugeDurations() {
    #expect(PollingDuration.seconds(.infinity).description == "infinity")
    #expect(PollingDuration.seconds(-.infinity).description == "-infinity")
    #expect(PollingDuration.seconds(.nan).description == "nan")
    #expect(PollingDuration.seconds(1e13).description == "10000000000000.0 s")
  }

  @Test func aBadScaleIsReportedOnlyWhenWaitUntilTimesOut() {
    let location = CodeLocation()
    let messages = failureMessages {
      let passing = DoneSignal.start(
        .seconds(1), location, scale: (1, "BRISK_TIMEOUT_SCALE is bad"))
      passing?.done()
      passing?.finish()
      let timedOut = DoneSignal.start(
        .milliseconds(20), location, scale: (1, "BRISK_TIMEOUT_SCALE is bad"))
      timedOut?.finish()
      let scaled = DoneSignal.start(.milliseconds(20), location, scale: (2, nil))
      scaled?.finish()
    }
    #expect(
      messages == [
        "waitUntil timed out after 20 ms: done() was never called\nBRISK_TIMEOUT_SCALE is bad",
        "waitUntil timed out after 40 ms: done() was never called\n"
          + "timeout 20 ms scaled by BRISK_TIMEOUT_SCALE=2",
      ])
  }
}

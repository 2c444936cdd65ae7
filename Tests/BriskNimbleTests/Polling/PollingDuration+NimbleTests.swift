import Brisk
import BriskTestSupport
import Testing

@Suite struct PollingDurationNimbleTests {
  @Test func nimbleTimeIntervalIsAPollingDuration() {
    let timeout: NimbleTimeInterval = .seconds(2)
    #expect(timeout == PollingDuration.seconds(2))
    #expect(NimbleTimeInterval.milliseconds(5).timeInterval == 0.005)
  }

  @Test func intVariablesWork() {
    let seconds = 2
    let milliseconds = 250
    let microseconds = 500
    #expect(PollingDuration.seconds(seconds) == .seconds(2.0))
    #expect(PollingDuration.milliseconds(milliseconds) == .seconds(0.25))
    #expect(PollingDuration.microseconds(microseconds) == .seconds(0.0005))
    #expect(PollingDuration.nanoseconds(1_000) == .microseconds(1))
  }

  @Test func toEventuallyTakesNimblesSpelling() async {
    let interval = 5
    let passed = await expect { 1 }.toEventually(
      equal(1), timeout: .seconds(1), pollInterval: .milliseconds(interval))
    #expect(passed.status == .passed)
    let messages = await failureMessages {
      await expect { 1 }.toEventually(
        equal(2), timeout: .milliseconds(20), pollInterval: .milliseconds(interval))
    }
    #expect(
      messages == [
        "expected to eventually equal <2>, got <1>\ntimed out after 20 ms, polling every 5 ms"
      ])
  }

  @Test func oneDurationDividesAnotherAsNimbleDoes() {
    #expect(NimbleTimeInterval.seconds(10) / .seconds(3) == 10.0 / 3)
    #expect(NimbleTimeInterval.seconds(1) / .milliseconds(1) == 1_000)
    #expect(NimbleTimeInterval.seconds(1) / .microseconds(100) == 10_000)
    #expect(NimbleTimeInterval.seconds(10) / .nanoseconds(200) == 50_000_000)
    #expect(NimbleTimeInterval.microseconds(1) / .milliseconds(1) == 0.001)
    #expect(NimbleTimeInterval.nanoseconds(1) / .microseconds(1) == 0.001)
    #expect(NimbleTimeInterval.nanoseconds(1) / .seconds(1) == 0.000_000_001)
  }

  @Test func fractionsOfANanosecondDivideAsSeconds() {
    #expect(PollingDuration.seconds(1.5e-10) / .seconds(5e-11) == 1.5e-10 / 5e-11)
    #expect((PollingDuration.seconds(1) / .seconds(0)).isInfinite)
  }
}

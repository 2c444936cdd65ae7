import BriskFixtures
import BriskTestSupport
import Testing

@MainActor @Suite struct VirtualClockRunTests {
  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func runsAFourTryBackoffToTheEnd() async throws {
    let clock = VirtualClock()
    let fetch = FlakyFetch(failures: 3)
    let client = RetryingClient(clock: clock) { try fetch() }
    let load = Task { try await client.load() }
    await clock.run()
    #expect(await client.attempts == 4)
    #expect(clock.now.offset == .milliseconds(3500))
    #expect(try await load.value == "loaded")
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aLoopThatAlwaysSleepsAgainStopsAtTheStepLimit() async {
    let clock = VirtualClock()
    let heartbeat = Heartbeat(clock: clock)
    heartbeat.start()
    await expectMessages([
      "run(steps: 3) stopped after 3 wakes at 15 s; still waiting: 1 sleeper: until 20 s"
    ]) {
      await clock.run(steps: 3)
    }
    #expect(heartbeat.beats == 3)
    heartbeat.stop()
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aLoopThatAlwaysSleepsAgainStopsAtTheTimeLimit() async {
    let clock = VirtualClock()
    let heartbeat = Heartbeat(clock: clock)
    heartbeat.start()
    await expectMessages(["run(through: 62 s) reached 62 s; still waiting: 1 sleeper: until 65 s"])
    {
      await clock.run(through: .seconds(62))
    }
    #expect(heartbeat.beats == 12)
    heartbeat.stop()
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func runningWithNothingAsleepIsReported() async {
    let clock = VirtualClock()
    await expectMessages(["run() found nothing asleep on the clock"]) {
      await clock.run()
    }
    await expectMessages(["run(through: -1 s) would move time backwards; the clock stays at 0 s"]) {
      await clock.run(through: .seconds(-1))
    }
  }
}

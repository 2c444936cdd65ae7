import BriskFixtures
import Testing

/// Issue 43's five tests, written as swift-clocks' README writes them (`await clock.advance(by:)`,
/// then `#expect`). `.ci/check-virtual-time` runs this file 30 times under load beside the same
/// tests on swift-clocks' `TestClock`.
@MainActor @Suite struct FiveShapesTests {
  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func debounceSearchesAfterTheQuietPeriod() async {
    let clock = VirtualClock()
    let model = SearchModel(clock: clock) { ["\($0) result"] }
    model.queryChanged("brisk")
    await clock.advance(by: .milliseconds(300))
    #expect(model.searches == ["brisk"])
    #expect(model.results == ["brisk result"])
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func restartedDebounceSearchesOnlyTheLastQuery() async {
    let clock = VirtualClock()
    let model = SearchModel(clock: clock) { ["\($0) result"] }
    model.queryChanged("b")
    await clock.advance(by: .milliseconds(200))
    model.queryChanged("br")
    await clock.advance(by: .milliseconds(200))
    #expect(model.searches == [])
    await clock.advance(by: .milliseconds(100))
    #expect(model.searches == ["br"])
    #expect(model.results == ["br result"])
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func heartbeatBeatsThreeTimesIn15Seconds() async {
    let clock = VirtualClock()
    let heartbeat = Heartbeat(clock: clock)
    heartbeat.start()
    await clock.advance(by: .seconds(15))
    #expect(heartbeat.beats == 3)
    heartbeat.stop()
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func backoffRetriesAfterEachDelay() async {
    let clock = VirtualClock()
    let fetch = FlakyFetch(failures: 3)
    let client = RetryingClient(clock: clock) { try fetch() }
    let result = Outcome()
    let load = Task { result.set((try? await client.load()) ?? "failed") }
    await clock.advance(by: .milliseconds(500))
    #expect(await client.attempts == 2)
    await clock.advance(by: .seconds(1))
    #expect(await client.attempts == 3)
    await clock.advance(by: .seconds(2))
    #expect(await client.attempts == 4)
    #expect(result.value == "loaded")
    load.cancel()
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func timeoutWinsTheRaceAgainstSlowWork() async {
    let clock = VirtualClock()
    let outcome = Outcome()
    let race = Task {
      do {
        let value = try await withTimeout(.seconds(1), on: clock) {
          try await clock.sleep(for: .seconds(2))
          return "finished"
        }
        outcome.set(value)
      } catch {
        outcome.set(error is TimedOut ? "timed out" : "\(error)")
      }
    }
    await clock.advance(by: .seconds(1))
    #expect(outcome.value == "timed out")
    race.cancel()
  }
}

import BriskFixtures
import BriskTestSupport
import Testing

@MainActor @Suite struct WithVirtualTimeTests {
  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func toEventuallyAdvancesTheClockInsteadOfSleeping() async {
    let clock = VirtualClock()
    let model = SearchModel(clock: clock) { ["\($0) result"] }
    await withVirtualTime(clock) {
      model.queryChanged("brisk")
      await expect(model.results).toEventually(equal(["brisk result"]))
    }
    #expect(clock.now.offset == .milliseconds(300))
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aTimeoutNamesTheSleepersStillPending() async {
    let clock = VirtualClock()
    let heartbeat = Heartbeat(clock: clock)
    heartbeat.start()
    let messages = await failureMessages {
      await withVirtualTime(clock) {
        _ = await expect(heartbeat.beats).toEventually(equal(2), timeout: .seconds(5))
      }
    }
    #expect(
      messages == [
        "expected to eventually equal <2>, got <1>\ntimed out after 5 s, polling every 10 ms\n"
          + "the VirtualClock reached 5 s; still asleep: 1 sleeper: until 10 s"
      ])
    heartbeat.stop()
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aTimeoutWithNothingAsleepSaysSo() async {
    let clock = VirtualClock()
    let messages = await failureMessages {
      await withVirtualTime(clock) {
        _ = await expect(0).toEventually(equal(1))
      }
    }
    #expect(
      messages == [
        "expected to eventually equal <1>, got <0>\ntimed out after 1 s, polling every 10 ms\n"
          + "the VirtualClock reached 1 s with no sleepers"
      ])
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func toNeverAndToAlwaysWatchTheWholeTimeoutInVirtualTime() async {
    let clock = VirtualClock()
    let heartbeat = Heartbeat(clock: clock)
    heartbeat.start()
    await withVirtualTime(clock) {
      await expect(heartbeat.beats).toNever(beGreaterThan(1), until: .seconds(9))
      await expect(heartbeat.beats).toAlways(beLessThan(3), until: .seconds(2))
    }
    #expect(clock.now.offset == .seconds(11))
    let messages = await failureMessages {
      await withVirtualTime(clock) {
        _ = await expect(heartbeat.beats).toNever(beGreaterThan(1), until: .seconds(10))
      }
    }
    #expect(
      messages == ["expected to never be greater than <1>, got <2>\nmatched while polling"])
    heartbeat.stop()
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func realTimePollingInsideTheScopeIsRefused() async {
    let clock = VirtualClock()
    let messages = await failureMessages {
      await withVirtualTime(clock) {
        pollInRealTime()
      }
    }
    #expect(
      messages == [
        "toEventually cannot wait in real time inside a virtual-time scope: nothing would advance"
          + " the VirtualClock while it waits. Make the test async and write"
          + " `await expect(…).toEventually(…)`, which advances the clock instead."
      ])
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aScopeInsideAnotherIsRefused() async {
    let outer = VirtualClock()
    let messages = await failureMessages {
      await withVirtualTime(outer) {
        await withVirtualTime(VirtualClock()) {
          #expect(VirtualClock.current === outer)
        }
      }
    }
    #expect(
      messages == [
        "withVirtualTime(_:) was called inside another virtual-time scope; polling runs on one"
          + " clock: use the outer one, VirtualClock.current"
      ])
    #expect(VirtualClock.current == nil)
  }
}

/// Synchronous polling, as XCTest-era code calls it.
private func pollInRealTime() {
  expect(0).toEventually(equal(1))
}

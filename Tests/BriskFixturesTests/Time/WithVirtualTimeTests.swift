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

@MainActor @Suite struct WaitUntilOnVirtualTimeTests {
  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func waitsForDoneInVirtualTime() async {
    let clock = VirtualClock()
    await withVirtualTime(clock) {
      await waitUntil(timeout: .seconds(5)) { done in
        Task {
          try await clock.sleep(for: .seconds(2))
          done()
        }
      }
    }
    #expect(clock.now.offset == .seconds(2))
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aTimeoutNamesTheSleepersAndLateOrRepeatedCallsAreReported() async {
    let clock = VirtualClock()
    let messages = await failureMessages {
      await withVirtualTime(clock) {
        await waitUntil(timeout: .seconds(1)) { done in
          Task {
            try await clock.sleep(for: .seconds(3))
            done()
          }
        }
        await waitUntil { done in
          done()
          done()
        }
        await clock.advance(by: .seconds(2))
      }
    }
    #expect(
      messages == [
        "waitUntil timed out after 1 s: done() was never called\n"
          + "the VirtualClock reached 1 s; still asleep: 1 sleeper: until 3 s",
        "done() was called 2 times; call it once",
        "done() was called after waitUntil timed out after 1 s; the call was ignored",
      ])
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func synchronousWaitUntilInsideTheScopeIsRefused() async {
    let messages = await failureMessages {
      await withVirtualTime(VirtualClock()) {
        waitInRealTime()
      }
    }
    #expect(
      messages == [
        "waitUntil cannot wait in real time inside a virtual-time scope: nothing would advance the"
          + " VirtualClock while it waits. Make the test async and write"
          + " `await waitUntil { done in … }`, which advances the clock instead."
      ])
  }
}

/// Synchronous `waitUntil`, as XCTest-era code calls it.
private func waitInRealTime() {
  waitUntil { done in done() }
}

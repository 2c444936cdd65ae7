import BriskFixtures
import Foundation
import Testing

/// The shapes beyond issue 43's five whose settling `TestingTime.md` documents: `async let`
/// children, detached tasks, woken main-actor work that starts more main-actor work, and woken
/// work that stalls off the main actor before it sleeps again.
@MainActor @Suite struct SettlingTests {
  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func asyncLetChildrenWakeInOneAdvance() async {
    let clock = VirtualClock()
    let outcome = Outcome()
    let work = Task {
      async let first: Void = clock.sleep(for: .seconds(1))
      async let second: Void = clock.sleep(for: .seconds(2))
      _ = try await (first, second)
      outcome.set("both woke")
    }
    await expect(clock.sleeperCount).toEventually(equal(2))
    await clock.advance(by: .seconds(2))
    #expect(outcome.value == "both woke")
    work.cancel()
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aDetachedTaskWakesAndFinishes() async {
    let clock = VirtualClock()
    let outcome = Outcome()
    let work = Task.detached {
      try await clock.sleep(for: .seconds(1))
      outcome.set("woke")
    }
    await clock.advance(by: .seconds(1))
    #expect(outcome.value == "woke")
    work.cancel()
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func mainActorWorkStartedByWokenWorkHasRun() async {
    let clock = VirtualClock()
    let steps = Log<String>()
    Task {
      try await clock.sleep(for: .seconds(1))
      steps.items.append("woke")
      Task {
        steps.items.append("inner task")
        Task { steps.items.append("innermost task") }
      }
    }
    await clock.advance(by: .seconds(1))
    #expect(steps.items == ["woke", "inner task", "innermost task"])
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func aWokenTaskThatStallsBeforeItSleepsAgainIsWaitedFor() async {
    let clock = VirtualClock(quietPeriod: .seconds(10))
    let ticks = Locked(0)
    let loop = Task.detached {
      try await clock.sleep(for: .seconds(1))
      await stallOnAThread()
      ticks.withLock { $0 += 1 }
      try await clock.sleep(for: .seconds(1))
    }
    await expect(clock.sleeperCount).toEventually(equal(1))
    await clock.advance(by: .milliseconds(1500))
    #expect(ticks.current == 1)
    #expect(clock.sleepersDescription == "1 sleeper: until 2 s")
    loop.cancel()
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func timeDoesNotMovePastAnInstantWhileWokenWorkIsOnItsWayBackToSleep() async {
    let clock = VirtualClock(quietPeriod: .seconds(10))
    let wakes = Locked<[String]>([])
    let stalling = Task.detached {
      for _ in 0..<2 {
        try await clock.sleep(for: .seconds(1))
        wakes.withLock { $0.append("stalling at \(clock.now)") }
        await stallOnAThread()
      }
      try await clock.sleep(for: .seconds(10))
    }
    await expect(clock.sleeperCount).toEventually(equal(1))
    let other = Task.detached {
      try await clock.sleep(for: .milliseconds(1500))
      wakes.withLock { $0.append("other at \(clock.now)") }
      try await clock.sleep(for: .seconds(10))
    }
    await expect(clock.sleeperCount).toEventually(equal(2))
    await clock.advance(by: .seconds(3))
    #expect(wakes.current == ["stalling at 1 s", "other at 1.5 s", "stalling at 2 s"])
    stalling.cancel()
    other.cancel()
  }
}

/// Suspends the calling task until a thread of its own resumes it, 0.1 s of real time later: work
/// that the clock cannot see, as a thread the machine stalls is.
private func stallOnAThread() async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 0.1)
      continuation.resume()
    }
  }
}

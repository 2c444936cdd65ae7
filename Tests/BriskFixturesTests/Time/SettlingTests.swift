import BriskFixtures
import Testing

/// The shapes beyond issue 43's five whose settling `TestingTime.md` documents: `async let`
/// children, detached tasks, and woken main-actor work that starts more main-actor work.
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
}

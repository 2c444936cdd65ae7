import BriskFixtures
import BriskTestSupport
import Foundation
import Testing

@MainActor @Suite struct VirtualTimeAnimatorClockTests {
  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func oneAdvanceMovesAnAnimationAndATimerTogether() async {
    let clock = VirtualClock()
    let animator = VirtualTimeAnimator(clock: clock)
    let scheduler = VirtualTimerScheduler(clock: clock)
    let square = Square()
    animator.animate(
      withDuration: 0.3, animations: { square.steps.append("in at \(clock.now)") },
      completion: { _ in square.steps.append("shown at \(clock.now)") })
    scheduler.schedule(after: 2) {
      animator.animate(
        withDuration: 0.3, animations: { square.steps.append("out at \(clock.now)") },
        completion: { _ in square.steps.append("hidden at \(clock.now)") })
    }
    await clock.advance(by: .seconds(1))
    #expect(square.steps == ["in at 0 s", "shown at 0.3 s"])
    await clock.advance(by: .seconds(2))
    #expect(square.steps == ["in at 0 s", "shown at 0.3 s", "out at 2 s", "hidden at 2.3 s"])
    #expect(animator.pendingCompletions == [])
    #expect(clock.sleeperCount == 0)
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func eventsInterleaveWithTimersInDeadlineOrder() async {
    let clock = VirtualClock()
    let animator = VirtualTimeAnimator(clock: clock)
    let scheduler = VirtualTimerScheduler(clock: clock)
    var order: [String] = []
    animator.animateKeyframes(
      withDuration: 1, delay: 0.2, options: [],
      animations: {
        animator.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          order.append("keyframe 1")
        }
        animator.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          order.append("keyframe 2")
        }
      }, completion: { _ in order.append("end") })
    scheduler.schedule(every: 0.5) { _ in order.append("tick \(clock.now)") }
    await clock.advance(by: .milliseconds(1_200))
    #expect(
      order == ["keyframe 1", "tick 0.5 s", "keyframe 2", "tick 1 s", "end"])
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func nowIsTheClocksTimeSinceTheAnimatorWasMade() async {
    let clock = VirtualClock()
    let scheduler = VirtualTimerScheduler(clock: clock)
    scheduler.schedule(after: 1) {}
    await clock.advance(by: .seconds(1))
    let animator = VirtualTimeAnimator(clock: clock)
    #expect(animator.now == 0)
    scheduler.schedule(after: 0.5) {}
    await clock.advance(by: .milliseconds(500))
    #expect(animator.now == 0.5)
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func anEarlierAnimationWaitsOnTheClockBeforeALaterOne() async {
    let clock = VirtualClock()
    let animator = VirtualTimeAnimator(clock: clock)
    var order: [String] = []
    animator.animate(
      withDuration: 1, delay: 2, options: [], animations: { order.append("late") })
    animator.animate(withDuration: 0.1, animations: { order.append("soon") })
    await clock.advance(by: .milliseconds(100))
    #expect(order == ["soon"])
    await clock.advance(by: .seconds(5))
    #expect(order == ["soon", "late"])
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func itsOwnTimeIsRefusedAtTheLineWhereItWasMade() {
    let line = #line + 1
    let animator = VirtualTimeAnimator(clock: VirtualClock())
    let square = Square()
    animator.animate(withDuration: 0.3, animations: { square.x = 1 })
    let failures = withFailureCollection {
      animator.advance(by: 0.3)
      animator.progress(to: 0.5)
    }
    #expect(
      failures.map(\.message) == [
        "advance(by: 0.3) was called on an animator that runs on a VirtualClock; advance the clock "
          + "instead: await clock.advance(by: .seconds(0.3))",
        "progress(to: 0.5) was called on an animator that runs on a VirtualClock; advance the "
          + "clock instead: await clock.advance(by: .seconds(0.15))",
      ])
    #expect(failures.map(\.location.line) == [UInt(line), UInt(line)])
    #expect(animator.now == 0)
    #expect(animator.pendingCompletions.count == 1)
  }

  @Test func withoutAClockItKeepsItsOwnTime() {
    let animator = VirtualTimeAnimator()
    let square = Square()
    animator.animate(withDuration: 0.3, animations: { square.x = 1 })
    expectNoFailure { animator.advance(by: 0.3) }
    #expect(animator.now == 0.3)
    #expect(animator.pendingCompletions == [])
  }
}

/// The toast of TestingAnimations.md, word for word.
@MainActor private final class Toast {
  private let animator: any Animator
  private let scheduler: any TimerScheduler
  private(set) var alpha = 0.0
  private(set) var isShowing = false

  init(animator: any Animator, scheduler: any TimerScheduler) {
    self.animator = animator
    self.scheduler = scheduler
  }

  func show() {
    isShowing = true
    animator.animate(
      withDuration: 0.3, animations: { self.alpha = 1 },
      completion: { _ in
        self.scheduler.schedule(after: 2) { self.hide() }
      })
  }

  private func hide() {
    animator.animate(
      withDuration: 0.3, animations: { self.alpha = 0 },
      completion: { _ in self.isShowing = false })
  }
}

@MainActor @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
func theToastOfTheArticleHidesTwoSecondsAfterItIsShown() async {
  let clock = VirtualClock()
  let toast = Toast(animator: VirtualTimeAnimator(clock: clock), scheduler: .virtual(on: clock))
  toast.show()
  await clock.advance(by: .seconds(2))
  #expect(toast.alpha == 1)
  await clock.advance(by: .milliseconds(600))
  #expect(toast.alpha == 0)
  #expect(!toast.isShowing)
}

import BriskFixtures
import BriskTestSupport
import Testing

@MainActor @Suite struct VirtualTimeAnimatorTests {
  @Test func startsAfterTheDelayAndCompletesAfterTheDuration() {
    let animator = VirtualTimeAnimator()
    let square = Square()
    var finished = false
    animator.animate(
      withDuration: 1, delay: 0.5, options: [], animations: { square.x = 1 },
      completion: { _ in finished = true })
    animator.advance(by: 0.4)
    #expect(square.x == 0)
    animator.advance(by: 0.1)
    #expect(square.x == 1)
    #expect(!finished)
    animator.advance(by: 0.99)
    #expect(!finished)
    animator.advance(by: 0.01)
    #expect(finished)
    #expect(animator.now == 1.5)
  }

  @Test func processesEventsInTimelineOrderAcrossAnimations() {
    let animator = VirtualTimeAnimator()
    let square = Square()
    animator.animate(
      withDuration: 1, animations: { square.steps.append("A starts") },
      completion: { _ in
        square.steps.append("A ends")
        animator.animate(
          withDuration: 0.2, animations: { square.steps.append("C starts") },
          completion: { _ in square.steps.append("C ends") })
      })
    animator.animate(
      withDuration: 0.5, delay: 0.2, options: [], animations: { square.steps.append("B starts") },
      completion: { _ in square.steps.append("B ends") })
    animator.advance(by: 1.1)
    #expect(square.steps == ["A starts", "B starts", "B ends", "A ends", "C starts"])
    animator.advance(by: 0.1)
    #expect(square.steps.last == "C ends")
  }

  @Test func keyframesRunAsTheClockCrossesTheirStart() {
    let animator = VirtualTimeAnimator()
    let square = Square()
    animator.animateKeyframes(withDuration: 2, delay: 0) {
      animator.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { square.color = "red" }
      animator.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        square.color = "blue"
      }
    }
    var colors: [String] = []
    for step in 0..<10 {
      animator.progress(to: Double(step) / 10)
      colors.append(square.color)
    }
    #expect(colors == Array(repeating: "red", count: 5) + Array(repeating: "blue", count: 5))
    #expect(animator.pendingCompletions.count == 1)
    // At the end time the duration has passed: the completion runs, as UIKit's would.
    animator.progress(to: 1)
    #expect(animator.pendingCompletions.isEmpty)
    #expect(animator.now == 2)
  }

  @Test func misuseIsReportedWhereTheAnimatorWasMade() {
    let line = #line + 1
    let animator = VirtualTimeAnimator()
    animator.advance(by: 0.5)
    animator.animate(withDuration: 0.3, animations: {})
    animator.animate(withDuration: 1, animations: {})
    let failures = withFailureCollection {
      animator.advance(by: -0.1)
      animator.progress(to: 0.5)
      animator.advance(by: 0.5)
      animator.progress(to: 1.5)
      animator.progress(to: 0.1)
    }
    #expect(
      failures.map(\.message) == [
        "advance(by: -0.1) would move time backwards; the clock stays at 0.5",
        "progress(to:) needs exactly one pending animation, got 2: [animate(duration: 0.3), animate(duration: 1.0)]",
        "progress(to: 1.5) needs a fraction from 0 to 1",
        "progress(to: 0.1) would move time backwards; the animation is already past it",
      ])
    #expect(failures.allSatisfy { $0.location.line == UInt(line) })
  }

  @Test func pendingCompletionsAtReleaseAreReportedWhenAskedFor() {
    expectMessage(
      "VirtualTimeAnimator was released with 2 pending completions: [animate(duration: 0.3), "
        + "transition(duration: 1.0)]; call complete(finished:) or completeAll()"
    ) {
      let animator = VirtualTimeAnimator(checksPendingCompletions: true)
      animator.animate(withDuration: 0.3, animations: {})
      animator.transition(with: Square(), duration: 1, animations: nil)
    }
  }
}

@MainActor @Suite struct VirtualTimeAnimatorEdgeTests {
  /// 0.1 × 0.7 does not come back as 0.7: every keyframe must still run, and `advance` end.
  @Test func keyframesWhoseStartIsNotExactInBinaryStillRun() {
    let animator = VirtualTimeAnimator()
    let square = Square()
    for (duration, start) in [(0.1, 0.7), (0.3, 0.1), (0.7, 0.3), (1.1, 0.9)] {
      animator.animateKeyframes(withDuration: duration, delay: 0.05) {
        animator.addKeyframe(withRelativeStartTime: start, relativeDuration: 0.1) {
          square.steps.append("\(duration)@\(start)")
        }
      }
    }
    animator.advance(by: 2)
    #expect(Set(square.steps) == ["0.1@0.7", "0.3@0.1", "0.7@0.3", "1.1@0.9"])
    #expect(animator.pendingCompletions.isEmpty)
  }

  @Test func anEndlessChainOfZeroLengthAnimationsStopsWithAMessage() {
    let animator = VirtualTimeAnimator()
    func again() { animator.animate(withDuration: 0, animations: {}, completion: { _ in again() }) }
    again()
    expectMessage(
      "advance stopped after 100000 events at 0.0 s: each completion starts another animation that ends at once"
    ) {
      animator.advance(by: 1)
    }
  }

  @Test func aTimeThatIsNotFiniteIsRefused() {
    let animator = VirtualTimeAnimator()
    expectMessages([
      "advance(by: inf) needs a finite time; the clock stays at 0.0",
      "advance(by: nan) needs a finite time; the clock stays at 0.0",
    ]) {
      animator.advance(by: .infinity)
      animator.advance(by: .nan)
    }
  }
}

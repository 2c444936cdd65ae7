import BriskFixtures
import BriskTestSupport
import Testing

/// Animates to A, then to B in the completion, like the classic two-step animation.
@MainActor private func moveToAThenB(_ square: Square, _ animator: any Animator) {
  animator.animate(
    withDuration: 0.3, animations: { square.x = 1 },
    completion: { _ in animator.animate(withDuration: 0.3, animations: { square.x = 2 }) })
}

@MainActor @Suite struct RecordingAnimatorTests {
  @Test func runsNothingUntilAsked() {
    let animator = RecordingAnimator()
    let square = Square()
    moveToAThenB(square, animator)
    #expect(square.x == 0)
    animator.runAnimations()
    #expect(square.x == 1)
    #expect(animator.pendingCompletions.count == 1)
    animator.complete(finished: true)
    #expect(animator.pendingCompletions.count == 1)
    animator.completeAll()
    #expect(square.x == 2)
    #expect(animator.pendingCompletions.isEmpty)
  }

  @Test func completeRunsTheBlockFirstAndPassesFinished() {
    let animator = RecordingAnimator()
    let square = Square()
    var finished: Bool?
    animator.animate(withDuration: 1, animations: { square.x = 5 }, completion: { finished = $0 })
    animator.complete(finished: false)
    #expect(square.x == 5)
    #expect(finished == false)
  }

  @Test func runsKeyframesInOrder() {
    let animator = RecordingAnimator()
    let square = Square()
    animator.animateKeyframes(withDuration: 1, delay: 0) {
      animator.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.2) {
        square.steps.append("late")
      }
      animator.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.2) {
        square.steps.append("early")
      }
    }
    #expect(square.steps.isEmpty)
    animator.runAnimations()
    #expect(square.steps == ["early", "late"])
  }

  @Test func completingWithNothingPendingIsReportedWhereTheAnimatorWasMade() {
    let line = #line + 1
    let animator = RecordingAnimator()
    let failures = withFailureCollection { animator.complete() }
    #expect(
      failures.map(\.message) == ["complete(finished:) was called, but no animation is pending"])
    #expect(failures.first?.location.line == UInt(line))
  }

  @Test func completeAllStopsAnEndlessChain() {
    let animator = RecordingAnimator()
    func loop() { animator.animate(withDuration: 1, animations: {}, completion: { _ in loop() }) }
    loop()
    expectMessage(
      "completeAll() stopped after 1000 completions: each completion starts another animation"
    ) {
      animator.completeAll()
    }
    #expect(animator.log.count == 1_001)
  }

  @Test func pendingCompletionsAtReleaseAreReportedWhenAskedFor() {
    let line = #line + 3
    let failures = withFailureCollection {
      do {
        let animator = RecordingAnimator(checksPendingCompletions: true)
        animator.animate(withDuration: 0.3, animations: {})
      }
    }
    #expect(
      failures.map(\.message) == [
        "RecordingAnimator was released with 1 pending completion: [animate(duration: 0.3)]; "
          + "call complete(finished:) or completeAll()"
      ])
    #expect(failures.first?.location.line == UInt(line))
    expectNoFailure {
      let unchecked = RecordingAnimator()
      unchecked.animate(withDuration: 0.3, animations: {})
    }
  }
}

import BriskFixtures
import BriskTestSupport
import Testing

/// A view-like object whose properties animated code changes.
final class Square {
  var x = 0
  var color = "white"
  var steps: [String] = []
}

@MainActor @Suite struct ImmediateAnimatorTests {
  @Test func runsTheBlockThenTheCompletionAtOnce() {
    let animator = ImmediateAnimator()
    let square = Square()
    var finished: Bool?
    animator.animate(
      withDuration: 0.3, animations: { square.x = 10 }, completion: { finished = $0 })
    #expect(square.x == 10)
    #expect(finished == true)
    #expect(animator.log.calls == [AnimationRequest(kind: .standard, duration: 0.3)])
    #expect(animator.pendingCompletions.isEmpty)
  }

  @Test func recordsEveryKindWithItsTimingAndOptions() {
    let animator = ImmediateAnimator()
    let square = Square()
    animator.animate(withDuration: 1, delay: 0.5, options: [.curveEaseIn, .repeat]) { square.x = 1 }
    animator.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0
    ) {}
    animator.animateKeyframes(withDuration: 2, delay: 0) {}
    animator.transition(with: square, duration: 0.25, options: .transitionCrossDissolve) {}
    #expect(
      animator.log.calls.map(\.description) == [
        "animate(duration: 1.0, delay: 0.5, options: [repeat, curveEaseIn])",
        "spring(duration: 0.5, damping: 0.7, velocity: 0.0)",
        "keyframes(duration: 2.0)",
        "transition(duration: 0.25, options: [transitionCrossDissolve])",
      ])
  }

  @Test func runsKeyframesInOrderOfStartTime() {
    let animator = ImmediateAnimator()
    let square = Square()
    animator.animateKeyframes(withDuration: 2, delay: 0) {
      animator.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        square.steps.append("second")
      }
      animator.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        square.steps.append("first")
      }
    }
    #expect(square.steps == ["first", "second"])
  }

  @Test func aKeyframeOutsideAKeyframeBlockIsReportedWhereTheAnimatorWasMade() {
    let line = #line + 1
    let animator = ImmediateAnimator()
    let failures = withFailureCollection {
      animator.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {}
    }
    #expect(
      failures.map(\.message) == [
        "addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 1.0) was called outside an "
          + "animateKeyframes block; the keyframe was ignored"
      ])
    #expect(failures.first?.location.line == UInt(line))
  }
}

@MainActor @Suite struct ImmediateAnimatorChainTests {
  @Test func aRepeatingAnimationStopsWithAMessageInsteadOfOverflowingTheStack() {
    let animator = ImmediateAnimator()
    let square = Square()
    func pulse() {
      animator.animate(
        withDuration: 0.5, animations: { square.x += 1 }, completion: { _ in pulse() })
    }
    expectMessage(
      "ImmediateAnimator stopped after 1000 animations: each completion starts another one; "
        + "use VirtualTimeAnimator to step through a repeating animation"
    ) {
      pulse()
    }
    #expect(square.x == 1_000)
  }

  @Test func completionsThatChainRunInOrderAndNestedBlocksRunInline() {
    let animator = ImmediateAnimator()
    let square = Square()
    animator.animate(
      withDuration: 1,
      animations: {
        square.steps.append("outer block")
        animator.animate(withDuration: 1, animations: { square.steps.append("nested block") })
      },
      completion: { _ in
        square.steps.append("outer completion")
        animator.animate(withDuration: 1, animations: { square.steps.append("chained block") })
        square.steps.append("outer completion ends")
      })
    #expect(
      square.steps == [
        "outer block", "nested block", "outer completion", "outer completion ends", "chained block",
      ])
  }
}

import BriskUIKit
import Testing
import UIKit

/// The stand-in's property animator: its states, its scrubbing, and the calls UIKit calls
/// programmer errors.
@MainActor
@Suite struct UIViewPropertyAnimatorStandInTests {
  private func fade(_ view: UIView, duration: TimeInterval = 1) -> UIViewPropertyAnimator {
    UIViewPropertyAnimator(duration: duration, curve: .easeInOut) { view.alpha = 0 }
  }

  @Test func theAnimationsRunWhenTheAnimatorBecomesActive() {
    let view = UIView()
    let animator = fade(view)
    #expect(animator.state == .inactive)
    #expect(view.alpha == 1)
    animator.pauseAnimation()
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(view.alpha == 1)
    #expect(animator.fractionComplete == 0)
    #expect(animator.duration == 1)
  }

  @Test func settingFractionCompleteActivatesAndMovesTheViews() {
    let view = UIView(frame: .zero)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      view.frame = CGRect(x: 100, y: 0, width: 50, height: 10)
      view.alpha = 0
      view.transform = CGAffineTransform(scaleX: 3, y: 3)
      view.backgroundColor = .red
    }
    animator.fractionComplete = 0.5
    #expect(animator.state == .active)
    #expect(view.frame == CGRect(x: 50, y: 0, width: 25, height: 5))
    #expect(view.alpha == 0.5)
    #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(view.backgroundColor == UIColor(red: 0.5, green: 0, blue: 0, alpha: 0.5))
    animator.fractionComplete = 2
    #expect(animator.fractionComplete == 1)
    #expect(view.backgroundColor == .red)
    animator.fractionComplete = -1
    #expect(view.backgroundColor == nil)
    #expect(animator.programmerErrors.isEmpty)
  }

  @Test func keyframesInsideTheAnimatorMoveOverTheirShareOfIt() {
    let view = UIView()
    view.backgroundColor = .blue
    let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) {
      UIView.animateKeyframes(
        withDuration: 2, delay: 0,
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
            view.alpha = 1
            view.backgroundColor = .blue
          }
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
            view.alpha = 0
            view.backgroundColor = .red
          }
        }, completion: nil)
    }
    var alphas: [CGFloat] = []
    for fraction in [0, 0.25, 0.5, 0.75, 1] as [CGFloat] {
      animator.fractionComplete = fraction
      alphas.append(view.alpha)
    }
    #expect(alphas == [1, 0.5, 0, 0.5, 1])
    animator.fractionComplete = 0.5
    #expect(view.backgroundColor == .red)
    animator.fractionComplete = 0.25
    #expect(view.backgroundColor == UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
  }

  @Test func addedAnimationsStartAtTheirDelayFactor() {
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
    animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
    animator.fractionComplete = 0.5
    #expect(view.alpha == 1)
    animator.fractionComplete = 0.75
    #expect(view.alpha == 0.5)
    animator.addAnimations { view.transform = CGAffineTransform(scaleX: 3, y: 3) }
    #expect(view.transform == CGAffineTransform(scaleX: 2.5, y: 2.5))
  }

  @Test func stopWithoutFinishingThenFinishAtCurrentLeavesTheViewsWhereTheyAre() {
    let view = UIView()
    let animator = fade(view)
    var positions: [UIViewAnimatingPosition] = []
    var nested: [Bool] = []
    animator.addAnimations {
      UIView.animate(withDuration: 1, animations: { view.transform = .identity }) {
        nested.append($0)
      }
    }
    animator.addCompletion { positions.append($0) }
    animator.fractionComplete = 0.4
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    #expect(positions.isEmpty)
    animator.finishAnimation(at: .current)
    #expect(animator.state == .inactive)
    #expect(abs(view.alpha - 0.6) < 1e-12)
    #expect(positions == [.current])
    #expect(nested == [false])
    #expect(animator.programmerErrors.isEmpty)
  }

  @Test func finishingAtTheEndOrTheStartMovesTheViewsThere() {
    let view = UIView()
    let toEnd = fade(view)
    var nested: [Bool] = []
    toEnd.addAnimations {
      UIView.animate(withDuration: 1, animations: {}) { nested.append($0) }
    }
    toEnd.fractionComplete = 0.4
    toEnd.stopAnimation(false)
    toEnd.finishAnimation(at: .end)
    #expect(view.alpha == 0)
    #expect(nested == [true])
    view.alpha = 1
    let toStart = fade(view)
    toStart.fractionComplete = 0.4
    toStart.stopAnimation(false)
    toStart.finishAnimation(at: .start)
    #expect(view.alpha == 1)
  }

  @Test func stoppingWithoutFinishingSkipsTheCompletions() {
    let view = UIView()
    let animator = fade(view)
    var completions = 0
    animator.addCompletion { _ in completions += 1 }
    animator.fractionComplete = 0.5
    animator.stopAnimation(true)
    #expect(animator.state == .inactive)
    #expect(view.alpha == 0.5)
    #expect(completions == 0)
  }

  @Test func aRunningAnimatorShowsTheEndAndFinishesAfterItsDuration() async {
    let view = UIView()
    let animator = fade(view, duration: 0.05)
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    #expect(animator.isRunning)
    #expect(view.alpha == 0)
    await expect(positions).toEventually(equal([.end]))
    #expect(animator.state == .inactive)
    #expect(!animator.isRunning)
  }

  @Test func pausingARunningAnimatorKeepsItsProgressAndCancelsItsEnd() async {
    let view = UIView()
    let animator = fade(view, duration: 0.05)
    var completions = 0
    animator.addCompletion { _ in completions += 1 }
    animator.startAnimation()
    animator.startAnimation()
    animator.pauseAnimation()
    animator.pauseAnimation()
    let fraction = animator.fractionComplete
    #expect((0...1).contains(fraction))
    #expect(view.alpha == 1 - fraction)
    await expect(completions).toNever(beGreaterThan(0), until: .milliseconds(100))
    #expect(animator.state == .active)
  }

  @Test func programmerErrorsAreListedAndIgnored() {
    let view = UIView()
    let animator = fade(view, duration: 10)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .end)
    animator.startAnimation()
    animator.fractionComplete = 0.5
    animator.stopAnimation(false)
    animator.startAnimation()
    animator.pauseAnimation()
    animator.fractionComplete = 0.2
    animator.addAnimations { view.alpha = 0.3 }
    animator.stopAnimation(false)
    #expect(
      animator.programmerErrors == [
        "stopAnimation(_:) was called while the animator was inactive",
        "finishAnimation(at:) was called while the animator was inactive",
        "fractionComplete was set while the animator was running",
        "startAnimation() was called while the animator was stopped",
        "pauseAnimation() was called while the animator was stopped",
        "fractionComplete was set while the animator was stopped",
        "addAnimations was called while the animator was stopped",
        "stopAnimation(_:) was called while the animator was stopped",
      ])
    #expect(animator.state == .stopped)
    animator.finishAnimation(at: .end)
    #expect(animator.state == .inactive)
  }
}

import BriskUIKit
import Testing
import UIKit

/// The stand-in's property animator in real time: running to the end, reversing, pausing,
/// continuing, and the running animator's delay.
@MainActor
@Suite struct UIViewPropertyAnimatorRunningStandInTests {
  private func fade(_ view: UIView, duration: TimeInterval = 1) -> UIViewPropertyAnimator {
    UIViewPropertyAnimator(duration: duration, curve: .easeInOut) { view.alpha = 0 }
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

  @Test func aReversedAnimatorRunsBackToTheStart() async {
    let view = UIView()
    let animator = fade(view, duration: 0.05)
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.fractionComplete = 0.5
    animator.isReversed = true
    animator.startAnimation()
    await expect(positions).toEventually(equal([.start]))
    #expect(view.alpha == 1)
  }

  // UIViewPropertyAnimator.h: pausesOnCompletion "provides the ability for an animator to pause
  // on completion instead of transitioning to the .inactive state".
  @Test func pausesOnCompletionKeepsTheAnimatorActiveAtTheEnd() async {
    let animator = fade(UIView(), duration: 0.02)
    animator.pausesOnCompletion = true
    var completions = 0
    animator.addCompletion { _ in completions += 1 }
    animator.startAnimation()
    await expect(animator.isRunning).toEventually(beFalse())
    #expect(animator.state == .active)
    #expect(animator.fractionComplete == 1)
    #expect(completions == 0)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .end)
    #expect(completions == 1)
  }

  // UIViewPropertyAnimator.h, addAnimations: "Starting an animator that does not contain any
  // animation blocks will start the animator in a transient paused state. While in this state,
  // submitting an animation block will automatically start animating."
  @Test func startingWithNoAnimationsWaitsForTheFirstBlock() async {
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 0.02, curve: .linear)
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    animator.addAnimations { view.alpha = 0 }
    #expect(animator.isRunning)
    await expect(positions).toEventually(equal([.end]))
  }

  @Test func continueAnimationRunsOnFromWhereItIs() async {
    let animator = fade(UIView(), duration: 10)
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.fractionComplete = 0.9
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.002)
    #expect(animator.isRunning)
    await expect(positions).toEventually(equal([.end]))
  }

  @Test func runningPropertyAnimatorStartsAfterItsDelay() async {
    let view = UIView()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.02, delay: 0.01, animations: { view.alpha = 0 },
      completion: { positions.append($0) })
    #expect(animator.delay == 0.01)
    #expect(animator.isRunning)
    #expect(view.alpha == 0)
    await expect(positions).toEventually(equal([.end]))
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
    #expect(view.alpha == 0)
    await expect(completions).toNever(beGreaterThan(0), until: .milliseconds(100))
    #expect(animator.state == .active)
    animator.stopAnimation(true)
  }
}

import BriskTestSupport
import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct UIViewAnimatorTests {
  @Test func forwardsEveryCallWithItsOptionsConverted() {
    LoggingViewAnimations.reset()
    let animator = UIViewAnimator(animations: LoggingViewAnimations.self)
    let view = UIView()
    animator.animate(
      withDuration: 0.3, delay: 0.1, options: [.repeat, .curveEaseIn], animations: {},
      completion: { _ in })
    animator.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 1,
      options: .allowUserInteraction, animations: {}, completion: nil)
    animator.animateKeyframes(
      withDuration: 2, delay: 0, options: .calculationModeCubic,
      animations: {
        animator.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {}
      }, completion: nil)
    animator.transition(
      with: view, duration: 0.2, options: .transitionCurlUp, animations: nil, completion: nil)
    #expect(
      LoggingViewAnimations.calls == [
        "animate(0.3, delay: 0.1, options: 65544) +completion",
        "spring(0.5, delay: 0.0, damping: 0.7, velocity: 1.0, options: 2)",
        "keyframes(2.0, delay: 0.0, options: 3072)",
        "keyframe(0.5, 0.25)",
        "transition(0.2, options: 3145728)",
      ])
    #expect(ObjectIdentifier(animator.animations) == ObjectIdentifier(LoggingViewAnimations.self))
  }

  @Test func byDefaultItIsUIView() async {
    let animator = UIViewAnimator()
    let view = UIView()
    var finished: Bool?
    animator.animate(
      withDuration: 0.02, animations: { view.frame = CGRect(x: 1, y: 2, width: 3, height: 4) },
      completion: { finished = $0 })
    #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(finished == nil)
    await expect(finished).toEventually(beTrue())
    #expect(ObjectIdentifier(animator.animations) == ObjectIdentifier(UIView.self))
  }

  @Test func keyframesReachUIView() {
    let animator = UIViewAnimator()
    let view = UIView()
    var order: [Double] = []
    animator.animateKeyframes(withDuration: 0.01, delay: 0) {
      animator.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        order.append(0.5)
      }
      animator.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        order.append(0)
        view.alpha = 0
      }
    }
    #expect(order == [0.5, 0])
    #expect(view.alpha == 0)
  }

  @Test func aTransitionOnAViewRuns() async {
    let animator = UIViewAnimator()
    let view = UIView()
    var finished = false
    animator.transition(
      with: view, duration: 0.01, options: .transitionCrossDissolve,
      animations: { view.backgroundColor = .blue }, completion: { finished = $0 })
    #expect(view.backgroundColor == .blue)
    await expect(finished).toEventually(beTrue())
  }

  /// Production code has no test framework to report to: a transition on something that is
  /// not a view animates nothing and ends at once, unfinished, as an interrupted one would.
  @Test func aTransitionOnSomethingElseAnimatesNothingAndEndsUnfinished() {
    final class Layer {}
    let animator = UIViewAnimator()
    var ran: [String] = []
    let failures = withFailureCollection {
      animator.transition(
        with: Layer(), duration: 0.01, options: [], animations: { ran.append("animations") },
        completion: { ran.append("completion finished: \($0)") })
    }
    #expect(failures.isEmpty)
    #expect(ran == ["completion finished: false"])
  }
}

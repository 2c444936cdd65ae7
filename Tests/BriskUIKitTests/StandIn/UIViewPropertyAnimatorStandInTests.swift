import BriskUIKit
import Testing
import UIKit

/// The stand-in's property animator: its declarations, its states, what the model and the
/// presentation layer hold, and the calls that raise on iOS.
@MainActor
@Suite struct UIViewPropertyAnimatorStandInTests {
  private func fade(_ view: UIView, duration: TimeInterval = 1) -> UIViewPropertyAnimator {
    UIViewPropertyAnimator(duration: duration, curve: .easeInOut) { view.alpha = 0 }
  }

  private func shownAlpha(_ view: UIView) -> CGFloat? {
    view.layer.presentation().map { CGFloat($0.opacity) }
  }

  // UIViewPropertyAnimator.h: `NSObject <UIViewImplicitlyAnimating, NSCopying>`, designated
  // `initWithDuration:timingParameters:` and three convenience initializers.
  @Test func itIsDeclaredAsUIKitDeclaresIt() {
    let view = UIView()
    let animators: [any UIViewImplicitlyAnimating] = [
      UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters()),
      UIViewPropertyAnimator(duration: 1, curve: .linear),
      UIViewPropertyAnimator(
        duration: 1, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.8, y: 1)),
      UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) { view.alpha = 0.5 },
    ]
    #expect(animators.allSatisfy { $0.state == .inactive && !$0.isReversed })
    let animator = UIViewPropertyAnimator(duration: 2, curve: .easeIn)
    #expect(animator.timingParameters?.cubicTimingParameters?.animationCurve == .easeIn)
    #expect(!animator.pausesOnCompletion)
    #expect(animator.scrubsLinearly)
    #expect(animator.isInterruptible)
    #expect(animator.isUserInteractionEnabled)
    #expect(!animator.isManualHitTestingEnabled)
    #expect(animator.delay == 0)
    let copy = animator.copy() as? UIViewPropertyAnimator
    #expect(copy?.duration == 2)
    #expect(copy !== animator)
  }

  // developer.apple.com, UIViewPropertyAnimator: while active, the views' properties hold the
  // end values; only what is on screen (the presentation layer) moves with fractionComplete.
  @Test func activeTheModelHoldsTheEndValuesAndThePresentationMoves() {
    let view = UIView(frame: .zero)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      view.frame = CGRect(x: 100, y: 0, width: 50, height: 10)
      view.alpha = 0
      view.transform = CGAffineTransform(scaleX: 3, y: 3)
      view.backgroundColor = .red
    }
    #expect(view.alpha == 1)
    onScreen(view) {
      animator.fractionComplete = 0.5
      #expect(animator.state == .active)
      #expect(view.bounds.size == CGSize(width: 50, height: 10))
      #expect(view.center == CGPoint(x: 125, y: 5))
      #expect(view.alpha == 0)
      #expect(view.transform == CGAffineTransform(scaleX: 3, y: 3))
      #expect(view.backgroundColor == .red)
      let shown = view.layer.presentation()
      #expect(shown?.bounds.size == CGSize(width: 25, height: 5))
      #expect(shown?.position == CGPoint(x: 62.5, y: 2.5))
      #expect(shown?.frame == CGRect(x: 37.5, y: -2.5, width: 50, height: 10))  // scaled by 2
      #expect(shown?.opacity == 0.5)
      #expect(shown?.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
      #expect(shown?.backgroundColor == UIColor(red: 0.5, green: 0, blue: 0, alpha: 0.5).cgColor)
      animator.fractionComplete = 2
      #expect(animator.fractionComplete == 1)
      #expect(view.layer.presentation()?.backgroundColor == UIColor.red.cgColor)
      animator.fractionComplete = -1
      #expect(view.layer.presentation()?.backgroundColor == nil)
      animator.stopAnimation(true)
    }
    #expect(animator.programmerErrors.isEmpty)
  }

  // CALayer.h, `presentationLayer`: "Returns nil if the layer has not yet been committed."
  @Test func aLayerThatIsNotOnScreenHasNoPresentation() {
    let view = UIView()
    #expect(view.layer.presentation() == nil)
    onScreen(view) { #expect(view.layer.presentation() != nil) }
    #expect(view.layer.presentation() == nil)
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
    onScreen(view) {
      var alphas: [CGFloat?] = []
      for fraction in [0, 0.25, 0.5, 0.75, 1] as [CGFloat] {
        animator.fractionComplete = fraction
        alphas.append(shownAlpha(view))
      }
      #expect(alphas == [1, 0.5, 0, 0.5, 1])
      animator.fractionComplete = 0.5
      #expect(view.layer.presentation()?.backgroundColor == UIColor.red.cgColor)
      animator.fractionComplete = 0.25
      #expect(
        view.layer.presentation()?.backgroundColor
          == UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1).cgColor)
      animator.stopAnimation(true)
    }
  }

  @Test func addedAnimationsStartAtTheirDelayFactor() {
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
    animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
    onScreen(view) {
      animator.fractionComplete = 0.5
      #expect(shownAlpha(view) == 1)
      animator.fractionComplete = 0.75
      #expect(shownAlpha(view) == 0.5)
      animator.addAnimations { view.transform = CGAffineTransform(scaleX: 3, y: 3) }
      #expect(
        view.layer.presentation()?.affineTransform() == CGAffineTransform(scaleX: 2.5, y: 2.5))
      animator.stopAnimation(true)
    }
  }

  // UIViewAnimating.h, stopAnimation: "The values of a view's animated property values are
  // updated to correspond to the values that were last rendered."
  @Test func stoppingSetsTheModelToWhatIsOnScreenAndFinishingAtCurrentKeepsIt() {
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
    #expect(view.alpha == 0)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    #expect(abs(view.alpha - 0.6) < 1e-6)
    #expect(positions.isEmpty)
    animator.finishAnimation(at: .current)
    #expect(animator.state == .inactive)
    #expect(abs(view.alpha - 0.6) < 1e-6)
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

  // UIViewAnimating.h, finishAnimationAtPosition: "may only be called if the animator is in the
  // stopped state"; UIViewPropertyAnimator.h: interruptible and userInteractionEnabled "Raises if
  // set on an active animator"; stopping an inactive animator raises (fluentui-apple#915).
  @Test func callsThatRaiseOnIOSFailTheTestAndAreListed() {
    let view = UIView()
    let animator = fade(view, duration: 10)
    withKnownIssue("each call raises NSInternalInconsistencyException on iOS") {
      animator.stopAnimation(false)
      animator.finishAnimation(at: .end)
      animator.startAnimation()
      animator.fractionComplete = 0.5
      animator.isInterruptible = false
      animator.isUserInteractionEnabled = false
      animator.stopAnimation(false)
      animator.startAnimation()
      animator.pauseAnimation()
      animator.fractionComplete = 0.2
      animator.addAnimations { view.alpha = 0.3 }
      animator.stopAnimation(false)
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("NSInternalInconsistencyException: ") == true
    }
    #expect(
      animator.programmerErrors == [
        "stopAnimation(_:) was called while the animator was inactive",
        "finishAnimation(at:) was called while the animator was inactive",
        "fractionComplete was set while the animator was running",
        "isInterruptible was set on an active animator",
        "isUserInteractionEnabled was set on an active animator",
        "startAnimation() was called while the animator was stopped",
        "pauseAnimation() was called while the animator was stopped",
        "fractionComplete was set while the animator was stopped",
        "addAnimations was called while the animator was stopped",
        "stopAnimation(_:) was called while the animator was stopped",
      ])
    #expect(animator.isInterruptible)
    #expect(animator.state == .stopped)
    animator.finishAnimation(at: .end)
    #expect(animator.state == .inactive)
  }

  // "It is an error to release a paused or stopped property animator" (UIKit's exception text,
  // TwitterProfile#14, CollectionViewPagingLayout#58).
  @Test func releasingAPausedOrStoppedAnimatorFailsTheTest() {
    withKnownIssue("releasing a paused or stopped animator raises on iOS") {
      do {
        let paused = fade(UIView())
        paused.pauseAnimation()
      }
      do {
        let stopped = fade(UIView())
        stopped.pauseAnimation()
        stopped.stopAnimation(false)
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "NSInternalInconsistencyException: It is an error to release a paused or stopped "
          + "property animator (it was paused); finish it first"
      ]
        || issue.comments.map(\.rawValue) == [
          "NSInternalInconsistencyException: It is an error to release a paused or stopped "
            + "property animator (it was stopped); finish it first"
        ]
    }
    do {
      let finished = fade(UIView())
      finished.pauseAnimation()
      finished.stopAnimation(false)
      finished.finishAnimation(at: .end)
      let inactive = fade(UIView())
      #expect(inactive.state == .inactive)
    }
  }
}

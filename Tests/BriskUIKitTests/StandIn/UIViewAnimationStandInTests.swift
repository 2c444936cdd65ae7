import BriskUIKit
import Testing
import UIKit

/// `UIView`'s animation class methods in the stand-in: the changes apply at once, the completion
/// runs on the main queue after the delay and duration.
@MainActor
@Suite struct UIViewAnimationStandInTests {
  private let target = CGRect(x: 10, y: 20, width: 30, height: 40)

  @Test func animateAppliesTheChangesAtOnceAndCompletesLater() async {
    let view = UIView()
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 0.05, delay: 0.01, options: [.curveEaseIn],
      animations: { view.frame = self.target }, completion: { finished.append($0) })
    #expect(view.frame == target)
    #expect(finished.isEmpty)
    await expect(finished).toEventually(equal([true]))
  }

  // UIView.h / Core Animation: the model takes the new value at once and the presentation layer
  // animates towards it over the duration; once the animation ends both agree.
  @Test func thePresentationMovesOverTheDurationWhileTheModelHoldsTheEnd() async {
    let view = UIView()
    await onScreen(view) {
      UIView.animate(withDuration: 5, delay: 0, animations: { view.alpha = 0 })
      #expect(view.alpha == 0)
      let shown = CGFloat(view.layer.presentation()?.opacity ?? -1)
      #expect(shown > 0.99 && shown <= 1)
      UIView.animate(withDuration: 0.02, animations: { view.alpha = 0.5 })
      await expect(view.layer.presentation()?.opacity).toEventually(equal(0.5))
    }
  }

  @Test func everyOverloadRunsItsBlockAndCompletion() async {
    let view = UIView()
    var completions = 0
    UIView.animate(
      withDuration: 0.01, animations: { view.alpha = 0.5 }, completion: { _ in completions += 1 })
    #expect(view.alpha == 0.5)
    UIView.animate(withDuration: 0.01) { view.alpha = 0.25 }
    #expect(view.alpha == 0.25)
    UIView.animate(withDuration: 0.01, delay: 0) { view.alpha = 0.75 }
    #expect(view.alpha == 0.75)
    UIView.animate(
      withDuration: 0.01, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
      animations: { view.transform = CGAffineTransform(scaleX: 2, y: 2) },
      completion: { _ in completions += 1 })
    #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
    UIView.transition(
      with: view, duration: 0.01, options: .transitionCrossDissolve,
      animations: { view.backgroundColor = .red }, completion: { _ in completions += 1 })
    UIView.transition(with: view, duration: 0.01, animations: nil)
    #expect(view.backgroundColor == .red)
    await expect(completions).toEventually(equal(3))
  }

  @Test func keyframesRunInTheOrderTheyAreAddedAndCompleteLater() async {
    let view = UIView()
    var order: [String] = []
    let finished = CompletionFlag()
    UIView.animateKeyframes(
      withDuration: 0.02, delay: 0, options: [.calculationModeCubic],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          order.append("second half")
          view.backgroundColor = .blue
        }
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          order.append("first half")
          view.backgroundColor = .red
        }
      }, completion: { flag in MainActor.assumeIsolated { finished.value = flag } })
    #expect(order == ["second half", "first half"])
    #expect(view.backgroundColor == .red)
    await expect(finished.value).toEventually(equal(true))
  }

  @Test func theAsyncKeyframeFormReturnsWhetherItFinished() async {
    let view = UIView()
    let finished = await UIView.animateKeyframes(withDuration: 0.01, delay: 0) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
    }
    #expect(finished)
    #expect(view.alpha == 0)
  }

  @Test func aKeyframeOutsideAKeyframeAnimationRunsAtOnce() {
    let view = UIView()
    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.1 }
    #expect(view.alpha == CGFloat(Float(0.1)))  // alpha is the layer's Float opacity
  }

  @Test func performWithoutAnimationRunsItsChangesAtOnce() {
    let view = UIView()
    UIView.performWithoutAnimation { view.alpha = 0.3 }
    #expect(view.alpha == CGFloat(Float(0.3)))  // alpha is the layer's Float opacity
  }

  @Test func animatablePropertiesStartAsInUIKit() {
    let view = UIView()
    #expect(view.transform == .identity)
    #expect(view.backgroundColor == nil)
    #expect(view.alpha == 1)
  }
}

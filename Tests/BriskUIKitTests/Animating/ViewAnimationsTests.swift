import BriskUIKit
import Testing
import UIKit

/// `UIView.self` as a `ViewAnimations` type, checked against the stand-in's `UIView`.
@MainActor
@Suite struct ViewAnimationsTests {
  private let animations: any ViewAnimations.Type = UIView.self

  @Test func uiViewRunsEachRequirementAndCompletesLater() async {
    let view = UIView()
    var finished: [String] = []
    animations.animate(
      withDuration: 0.01, delay: 0, options: [.curveLinear], animations: { view.alpha = 0.5 },
      completion: { _ in finished.append("animate") })
    #expect(view.alpha == 0.5)
    animations.animate(
      withDuration: 0.01, animations: { view.alpha = 0.4 },
      completion: { _ in finished.append("short") })
    animations.animate(withDuration: 0.01) { view.alpha = 0.3 }
    animations.animate(
      withDuration: 0.01, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 1,
      options: [], animations: { view.transform = CGAffineTransform(scaleX: 2, y: 2) },
      completion: { _ in finished.append("spring") })
    animations.transition(
      with: view, duration: 0.01, options: [.transitionFlipFromTop],
      animations: { view.backgroundColor = .green }, completion: { _ in finished.append("flip") })
    animations.performWithoutAnimation { view.isHidden = true }
    #expect(view.alpha == CGFloat(Float(0.3)))  // alpha is the layer's Float opacity
    #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(view.backgroundColor == .green)
    #expect(view.isHidden)
    #expect(finished.isEmpty)
    await expect(finished.sorted()).toEventually(equal(["animate", "flip", "short", "spring"]))
  }

  @Test func uiViewRunsKeyframesAddedThroughTheProtocol() async {
    let view = UIView()
    let finished = CompletionFlag()
    animations.animateKeyframes(
      withDuration: 0.01, delay: 0, options: [.calculationModeLinear],
      animations: {
        self.animations.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
          view.alpha = 0
        }
      }, completion: { flag in MainActor.assumeIsolated { finished.value = flag } })
    #expect(view.alpha == 0)
    await expect(finished.value).toEventually(beTrue())
  }

  @Test func anotherTypeCanStandInForUIView() {
    LoggingViewAnimations.reset()
    let animations: any ViewAnimations.Type = LoggingViewAnimations.self
    var steps: [String] = []
    animations.animate(
      withDuration: 0.3, delay: 0.1, options: [.autoreverse],
      animations: { steps.append("block") }, completion: { _ in steps.append("completion") })
    #expect(steps == ["block", "completion"])
    #expect(LoggingViewAnimations.calls == ["animate(0.3, delay: 0.1, options: 16) +completion"])
  }
}

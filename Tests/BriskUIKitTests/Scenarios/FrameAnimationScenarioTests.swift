import BriskUIKit
import Testing
import UIKit

/// Scenario: a card animates up to A and, once that animation has finished, settles at B.
@MainActor
private final class SlidingCard: UIView {
  static let resting = CGRect(x: 0, y: 100, width: 300, height: 200)
  static let raised = CGRect(x: 0, y: 80, width: 300, height: 200)
  static let settled = CGRect(x: 0, y: 600, width: 300, height: 200)

  private let animator: any Animator

  init(animator: any Animator = UIViewAnimator()) {
    self.animator = animator
    super.init(frame: Self.resting)
  }

  required init?(coder: NSCoder) {
    animator = UIViewAnimator()
    super.init(coder: coder)
  }

  func dismiss() {
    animator.animate(
      withDuration: 0.05, animations: { self.frame = Self.raised },
      completion: { finished in
        guard finished else { return }
        self.frame = Self.settled
      })
  }
}

@MainActor
@Suite struct FrameAnimationScenarioTests {
  @Test func withTheRealUIViewAnimateTheCardEventuallySettlesAtB() async {
    let card = SlidingCard()
    card.dismiss()
    expect(card.frame) == SlidingCard.raised
    await expect(card.frame).toEventually(equal(SlidingCard.settled))
  }

  @Test func withARecordingAnimatorTheTestSeesAThenB() {
    let animator = RecordingAnimator(checksPendingCompletions: true)
    let card = SlidingCard(animator: animator)
    card.dismiss()
    expect(card.frame) == SlidingCard.resting
    animator.runAnimations()
    expect(card.frame) == SlidingCard.raised
    animator.complete(finished: true)
    expect(card.frame) == SlidingCard.settled
    expect(animator).to(haveAnimated(withDuration: 0.05))
    expect(animator).to(havePendingCompletions(0))
  }

  @Test func anInterruptedAnimationLeavesTheCardAtA() {
    let animator = RecordingAnimator()
    let card = SlidingCard(animator: animator)
    card.dismiss()
    animator.complete(finished: false)
    expect(card.frame) == SlidingCard.raised
  }
}

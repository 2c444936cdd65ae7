import BriskUIKit
import Testing
import UIKit

/// Scenario: the keyframe article's card. A "shipped" card rises into place over 1 s: in the
/// first half it slides up 400 points, fades in and grows from 0.75 to full size; in the second
/// half its badge turns from blue to green. The keyframes run inside a property animator, so a
/// test can step it, and one golden file shows every frame:
/// `__Snapshots__/KeyframeTimelineScenarioTests/theCardRisesFadesInAndGrowsThenItsBadgeTurnsGreen.1.txt`.
@MainActor
private final class ShippedCard: UIView {
  let badge = UIView(frame: CGRect(x: 16, y: 16, width: 32, height: 32))

  init() {
    super.init(frame: CGRect(x: 16, y: 250, width: 343, height: 120))
    alpha = 0
    transform = CGAffineTransform(a: 0.75, b: 0, c: 0, d: 0.75, tx: 0, ty: 400)
    backgroundColor = .white
    layer.cornerRadius = 16
    accessibilityIdentifier = "shipped-card"
    accessibilityLabel = "Your order shipped"
    badge.backgroundColor = .blue
    badge.layer.cornerRadius = 16
    addSubview(badge)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  func makeEntranceAnimator() -> UIViewPropertyAnimator {
    UIViewPropertyAnimator(duration: 1, curve: .linear) { [unowned self] in
      UIView.animateKeyframes(
        withDuration: 1, delay: 0,
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
            self.alpha = 1
            self.transform = .identity
          }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
            self.badge.backgroundColor = .green
          }
        }, completion: nil)
    }
  }
}

@MainActor
@Suite struct KeyframeTimelineScenarioTests {
  @Test func theCardRisesFadesInAndGrowsThenItsBadgeTurnsGreen() {
    let card = ShippedCard()
    let animator = card.makeEntranceAnimator()
    _ = onScreen(card) {
      expect(animator).to(matchTimeline(of: card, frames: 11))
    }
    expect(animator.state) == .inactive
    expect(card.transform) == .identity
    expect(card.badge.backgroundColor) == .green
  }
}

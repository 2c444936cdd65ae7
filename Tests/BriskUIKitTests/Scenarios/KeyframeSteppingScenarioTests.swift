import BriskUIKit
import Testing
import UIKit

/// Scenario: a button pulses with keyframes over 2 s, to 1.5 times its size and red at 50 %, back
/// to its size and blue at 100 %. The pulse is a property animator, so a test can step it.
@MainActor
private final class PulsingButton: UIButton {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .blue
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  func makePulseAnimator() -> UIViewPropertyAnimator {
    UIViewPropertyAnimator(duration: 2, curve: .linear) { [unowned self] in
      UIView.animateKeyframes(
        withDuration: 2, delay: 0,
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
            self.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            self.backgroundColor = .red
          }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
            self.transform = .identity
            self.backgroundColor = .blue
          }
        }, completion: nil)
    }
  }
}

@MainActor
@Suite struct KeyframeSteppingScenarioTests {
  /// At each tenth of the pulse: the scale, and the red and blue of the background.
  private let expected: [(scale: CGFloat, red: CGFloat, blue: CGFloat)] = [
    (1.0, 0.0, 1.0), (1.1, 0.2, 0.8), (1.2, 0.4, 0.6), (1.3, 0.6, 0.4), (1.4, 0.8, 0.2),
    (1.5, 1.0, 0.0), (1.4, 0.8, 0.2), (1.3, 0.6, 0.4), (1.2, 0.4, 0.6), (1.1, 0.2, 0.8),
    (1.0, 0.0, 1.0),
  ]

  // What each frame shows is the presentation layer: on iOS the button's own `transform` and
  // `backgroundColor` already hold the end values while the paused animator is scrubbed
  // (developer.apple.com, UIViewPropertyAnimator `stopAnimation(_:)`).
  @Test func steppingThroughElevenFramesGivesTheTransformAndColorAtEachProgress() {
    let button = PulsingButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    var names: [String] = []
    onScreen(button) {
      stepThrough(button.makePulseAnimator(), frames: 11) { frame in
        names.append(frame.name)
        let expected = expected[names.count - 1]
        let shown = frame.presentation(of: button)
        let transform = shown.transform
        expect([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
          .to(
            beCloseTo([expected.scale, 0, 0, expected.scale, 0, 0], within: 1e-6),
            description: frame.name)
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = shown.backgroundColor?.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        expect([red, green, blue, alpha])
          .to(
            beCloseTo([expected.red, 0, expected.blue, 1], within: 1e-6), description: frame.name)
        expect(button.transform).to(equal(.identity), description: "the model, at \(frame.name)")
      }
    }
    expect(names) == (0...10).map { String(format: "animation_%02d", $0) }
  }

  @Test func theKeyframesLandExactlyOnTheirValues() {
    let button = PulsingButton(frame: .zero)
    var keyframes: [String: ViewPresentation] = [:]
    onScreen(button) {
      stepThrough(button.makePulseAnimator()) { frame in
        keyframes[frame.name] = frame.presentation(of: button)
      }
    }
    expect(keyframes["animation_00"]?.transform) == .identity
    expect(keyframes["animation_00"]?.backgroundColor) == .blue
    expect(keyframes["animation_05"]?.transform) == CGAffineTransform(scaleX: 1.5, y: 1.5)
    expect(keyframes["animation_05"]?.backgroundColor) == .red
    expect(keyframes["animation_10"]?.transform) == .identity
    expect(keyframes["animation_10"]?.backgroundColor) == .blue
    expect(button.transform) == .identity
    expect(button.backgroundColor) == .blue
  }
}

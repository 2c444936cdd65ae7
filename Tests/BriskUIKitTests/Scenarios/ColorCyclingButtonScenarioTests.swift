import BriskUIKit
import Testing
import UIKit

/// Scenario: a button that cycles through three colours on each tap, and disables itself while
/// the colour animates, so a tap during the animation is ignored.
@MainActor
@available(iOS 14.0, tvOS 14.0, *)  // addAction(_:for:)
private final class ColorCyclingButton: UIButton {
  static let colors: [UIColor] = [.red, .green, .blue]

  private let animator: any Animator
  private var index = 0

  init(animator: any Animator = UIViewAnimator()) {
    self.animator = animator
    super.init(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    backgroundColor = Self.colors[0]
    addAction(UIAction { [unowned self] _ in self.cycle() }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    animator = UIViewAnimator()
    super.init(coder: coder)
  }

  private func cycle() {
    isEnabled = false
    index = (index + 1) % Self.colors.count
    let next = Self.colors[index]
    animator.animate(
      withDuration: 0.05, animations: { self.backgroundColor = next },
      completion: { _ in self.isEnabled = true })
  }
}

@MainActor
@Suite struct ColorCyclingButtonScenarioTests {
  @available(iOS 14.0, tvOS 14.0, *)
  @Test func withAnImmediateAnimatorThreeTapsCycleBackToTheFirstColor() {
    let animator = ImmediateAnimator()
    let button = ColorCyclingButton(animator: animator)
    var colors: [UIColor?] = []
    for _ in 1...3 {
      button.simulateTap()
      colors.append(button.backgroundColor)
    }
    expect(colors) == [.green, .blue, .red]
    expect(button.isEnabled) == true
    expect(animator).to(haveAnimated(times: 3))
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func withTheRealAnimatorATapDuringTheAnimationIsIgnored() async {
    let button = ColorCyclingButton()
    button.simulateTap()
    button.simulateTap()
    expect(button.backgroundColor) == .green
    expect(button.isEnabled) == false
    await expect(button.isEnabled).toEventually(beTrue())
    button.simulateTap()
    expect(button.backgroundColor) == .blue
  }
}

import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct UIControlSimulateTests {
  /// A button that logs which of its events fired.
  @available(iOS 14.0, tvOS 14.0, *)  // addAction(_:for:)
  private func loggingButton() -> (UIButton, () -> [String]) {
    let button = UIButton(type: .system)
    var log: [String] = []
    let events: [(String, UIControl.Event)] = [
      ("touchDown", .touchDown), ("touchUpInside", .touchUpInside),
      ("primaryActionTriggered", .primaryActionTriggered), ("valueChanged", .valueChanged),
    ]
    for (name, event) in events {
      button.addAction(UIAction { _ in log.append(name) }, for: event)
    }
    return (button, { log })
  }

  @available(iOS 14.0, tvOS 14.0, *)  // addAction(_:for:)
  @Test func aTapSendsTouchUpInsideOnly() {
    let (button, log) = loggingButton()
    button.simulateTap()
    #expect(log() == ["touchUpInside"])
  }

  @available(iOS 14.0, tvOS 14.0, *)  // addAction(_:for:)
  @Test func aDisabledControlIgnoresTheTap() {
    let (button, log) = loggingButton()
    button.isEnabled = false
    button.simulateTap()
    button.simulate(.valueChanged)
    #expect(log().isEmpty)
  }

  @available(iOS 14.0, tvOS 14.0, *)  // addAction(_:for:)
  @Test func aControlThatIgnoresTouchesIgnoresTheTap() {
    let (button, log) = loggingButton()
    button.isUserInteractionEnabled = false
    button.simulateTap()
    button.simulate([.touchDown, .touchUpInside])
    #expect(log().isEmpty)
  }

  @available(iOS 14.0, tvOS 14.0, *)  // addAction(_:for:)
  @Test func simulateSendsEachEventOnItsOwnLowestBitFirst() {
    let button = UIButton()
    var log: [String] = []
    button.addAction(UIAction { _ in log.append("either") }, for: [.touchDown, .touchUpInside])
    button.simulate([.touchUpInside, .touchDown])
    #expect(log == ["either", "either"])
    button.simulate(.primaryActionTriggered)
    button.simulate([])
    #expect(log.count == 2)
  }

  @available(iOS 14.0, tvOS 14.0, *)  // addAction(_:for:)
  @Test func anActionThatDisablesTheControlStopsTheEventsAfterIt() {
    let button = UIButton()
    var log: [String] = []
    button.addAction(
      UIAction { [unowned button] _ in
        log.append("down")
        button.isEnabled = false
      }, for: .touchDown)
    button.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
    button.simulate([.touchDown, .touchUpInside])
    #expect(log == ["down"])
  }

  @Test func targetsAndActionsGetTheTap() {
    @MainActor final class Screen: NSObject {
      var taps = 0
      func tapped(_ sender: UIControl) { taps += 1 }
    }
    let screen = Screen()
    let button = UIButton()
    button.addTarget(
      screen, action: Selector(standIn: "tapped:", Screen.tapped), for: .touchUpInside)
    button.simulateTap()
    button.simulateTap()
    #expect(screen.taps == 2)
  }
}

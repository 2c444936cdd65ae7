import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct TapTests {
  /// A control that logs its events, inside a container.
  @available(iOS 14.0, tvOS 14.0, *)  // addAction(_:for:)
  private func loggedControl(_ control: UIControl) -> (UIView, () -> [String]) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    container.accessibilityIdentifier = "form"
    container.addSubview(control)
    var log: [String] = []
    let events: [(String, UIControl.Event)] = [
      ("touchDown", .touchDown), ("touchUpInside", .touchUpInside),
      ("primaryActionTriggered", .primaryActionTriggered), ("valueChanged", .valueChanged),
    ]
    for (name, event) in events {
      control.addAction(UIAction { _ in log.append(name) }, for: event)
    }
    return (container, { log })
  }

  private func submitButton() -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle("Submit", for: .normal)
    return button
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func aButtonGetsTouchDownTouchUpInsideAndItsPrimaryAction() {
    let button = submitButton()
    let (_, log) = loggedControl(button)
    let failures = withFailureCollection { tap(button) }
    #expect(failures.isEmpty)
    #expect(log() == ["touchDown", "touchUpInside", "primaryActionTriggered"])
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func aButtonMadeWithAPrimaryActionRunsIt() {
    var runs = 0
    let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in runs += 1 })
    tap(button)
    #expect(runs == 1)
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func anotherControlGetsTheTouchEventsOnly() {
    let control = UIControl(frame: .zero)
    let (_, log) = loggedControl(control)
    tap(control)
    #expect(log() == ["touchDown", "touchUpInside"])
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func aDisabledButtonFailsAtTheCallersLineAndSendsNothing() {
    let button = submitButton()
    let (_, log) = loggedControl(button)
    button.isEnabled = false
    let failures = withFailureCollection { tap(button) }
    #expect(
      failures.map(\.message) == [
        #"tap(_:) cannot tap UIButton "Submit": it is disabled; nothing was sent"#
      ])
    let callLine: UInt = #line - 5
    #expect(failures.first?.location.line == callLine)
    #expect(log().isEmpty)
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func aHiddenTransparentOrUntouchableControlOrAncestorFailsWithTheReason() {
    let button = submitButton()
    let (container, log) = loggedControl(button)
    let cases: [(String, (Bool) -> Void)] = [
      ("it is hidden", { button.isHidden = $0 }),
      ("it is fully transparent (alpha 0.0)", { button.alpha = $0 ? 0 : 1 }),
      ("its isUserInteractionEnabled is false", { button.isUserInteractionEnabled = !$0 }),
      (#"its ancestor UIView "form" is hidden"#, { container.isHidden = $0 }),
      (
        #"its ancestor UIView "form" is fully transparent (alpha 0.0)"#,
        { container.alpha = $0 ? 0 : 1 }
      ),
      (
        #"its ancestor UIView "form" has isUserInteractionEnabled false"#,
        { container.isUserInteractionEnabled = !$0 }
      ),
    ]
    for (reason, obstruct) in cases {
      obstruct(true)
      let failures = withFailureCollection { tap(button) }
      obstruct(false)
      #expect(
        failures.map(\.message) == [
          #"tap(_:) cannot tap UIButton "Submit": "# + reason + "; nothing was sent"
        ])
    }
    #expect(log().isEmpty)
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func theAccessibilityIdentifierNamesTheControlBeforeItsTitle() {
    let button = submitButton()
    button.accessibilityIdentifier = "submit"
    button.isEnabled = false
    let failures = withFailureCollection { tap(button) }
    #expect(
      failures.map(\.message) == [
        #"tap(_:) cannot tap UIButton "submit": it is disabled; nothing was sent"#
      ])
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func anActionThatDisablesTheButtonStopsTheEventsAfterIt() {
    let button = submitButton()
    var log: [String] = []
    button.addAction(
      UIAction { [unowned button] _ in
        log.append("down")
        button.isEnabled = false
      }, for: .touchDown)
    button.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
    let failures = withFailureCollection { tap(button) }
    #expect(failures.isEmpty)
    #expect(log == ["down"])
  }
}

extension KeyWindowTests {
  /// A button whose action has a nil target, as storyboards and `addTarget(nil, …)` make: `tap`
  /// sends it as UIKit does, up the responder chain, to the view controller. Serialized with the
  /// window tests, since the chain starts at the one first responder when there is one.
  @MainActor @Suite struct TapNilTargetTests {
    final class CheckoutScreen: UIViewController {
      var orders = 0
      let payButton = UIButton(type: .system)

      override func viewDidLoad() {
        super.viewDidLoad()
        payButton.setTitle("Pay", for: .normal)
        payButton.addTarget(
          nil, action: Selector(standIn: "pay:", CheckoutScreen.pay), for: .touchUpInside)
        view.addSubview(payButton)
      }

      func pay(_ sender: UIButton) {
        orders += 1
      }
    }

    @Test func aNilTargetReachesTheViewControllerUpTheResponderChain() {
      let screen = CheckoutScreen()
      screen.loadViewIfNeeded()
      let failures = withFailureCollection { tap(screen.payButton) }
      #expect(failures.isEmpty)
      #expect(screen.orders == 1)
    }
  }
}

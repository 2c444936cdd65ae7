#if !os(tvOS)
  import BriskUIKit
  import Testing
  import UIKit

  @MainActor
  @Suite struct ToggleTests {
    @available(iOS 14.0, *)  // addAction(_:for:)
    private func termsSwitch() -> (UISwitch, () -> [Bool]) {
      let control = UISwitch(frame: .zero)
      control.accessibilityIdentifier = "terms"
      var log: [Bool] = []
      control.addAction(
        UIAction { [unowned control] _ in log.append(control.isOn) }, for: .valueChanged)
      return (control, { log })
    }

    @available(iOS 14.0, *)
    @Test func itFlipsTheSwitchAndSendsValueChangedEachTime() {
      let (control, log) = termsSwitch()
      let failures = withFailureCollection {
        toggle(control)
        toggle(control)
      }
      #expect(failures.isEmpty)
      #expect(log() == [true, false])
      #expect(!control.isOn)
    }

    @available(iOS 14.0, *)
    @Test func aDisabledSwitchStaysAsItWas() {
      let (control, log) = termsSwitch()
      control.isEnabled = false
      let failures = withFailureCollection { toggle(control) }
      #expect(
        failures.map(\.message) == [
          #"toggle(_:) cannot flip UISwitch "terms": it is disabled; isOn stays false"#
        ])
      let callLine: UInt = #line - 5
      #expect(failures.first?.location.line == callLine)
      #expect(!control.isOn)
      #expect(log().isEmpty)
    }

    @available(iOS 14.0, *)
    @Test func aSwitchInATransparentAncestorStaysAsItWas() {
      let (control, log) = termsSwitch()
      let row = UIView(frame: .zero)
      row.addSubview(control)
      row.alpha = 0
      control.isOn = true
      let failures = withFailureCollection { toggle(control) }
      #expect(
        failures.map(\.message) == [
          #"toggle(_:) cannot flip UISwitch "terms": its ancestor UIView is fully "#
            + "transparent (alpha 0.0); isOn stays true"
        ])
      #expect(control.isOn)
      #expect(log().isEmpty)
    }
  }
#endif

import Brisk
import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct BeEnabledTests {
  private func submitButton() -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle("Submit", for: .normal)
    return button
  }

  @Test func passesForAnEnabledControlAndFailsForADisabledOne() {
    let button = submitButton()
    let passing = withFailureCollection {
      expect(button).to(beEnabled())
      button.isEnabled = false
      expect(button).toNot(beEnabled())
    }
    #expect(passing.isEmpty)
    let failures = withFailureCollection {
      expect(button).to(beEnabled())
      button.isEnabled = true
      expect(button).toNot(beEnabled())
      expect(nil as UIButton?).to(beEnabled())
    }
    #expect(
      failures.map(\.message) == [
        #"expected to be enabled, got <UIButton "Submit">"#,
        #"expected to not be enabled, got <UIButton "Submit">"#,
        "expected to be enabled, got <nil>",
      ])
  }
}

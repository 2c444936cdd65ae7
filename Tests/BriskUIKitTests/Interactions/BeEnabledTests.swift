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

extension BeEnabledTests {
  /// A matcher made on the main actor and sent to a detached task, which Swift 6 refuses and Swift 5
  /// allows (BriskUIKitSwift5Tests has the Swift 5 form), fails instead of trapping.
  @Test func offTheMainActorItFailsAndSaysWhy() async {
    // Swift 6 refuses to send them (the misuse is a compile error); `nonisolated(unsafe)` makes
    // it anyway, as Swift 5 allows.
    let button = UIButton(type: .system)
    nonisolated(unsafe) let matcher: Matcher<UIButton> = beEnabled()
    let failures = await Task.detached {
      withFailureCollection {
        expect(button).to(matcher)
        expect(button).toNot(matcher)
      }
    }.value
    let why =
      "beEnabled() reads UIKit state, which only the main actor may read, and it ran off the "
      + "main actor (a Swift 5 test target allows that with a warning): evaluate it in a "
      + "@MainActor test or inside MainActor.run { }"
    #expect(
      failures.map(\.message) == [
        "expected to be enabled, got <UIButton>\n" + why,
        "expected to not be enabled, got <UIButton>\n" + why,
      ])
  }
}

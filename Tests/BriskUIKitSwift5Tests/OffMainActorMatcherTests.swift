// Swift 5 mode (Package.swift), as many app test targets are: a matcher made on the main actor
// and evaluated in a detached task compiles here with only a warning (with Apple's SDK: "capture
// of 'enabled' with non-Sendable type 'Matcher<UIButton>' in a '@Sendable' closure; this is an
// error in the Swift 6 language mode"), where Swift 6 refuses it. `Handed` does what that
// warning lets through, without the warning, since the suite builds with none. The matchers must
// then fail, whatever the polarity, never trap.
import Brisk
import BriskUIKit
import Testing
import UIKit

/// A value handed to another task as the Swift 5 warning allows.
private struct Handed<Value>: @unchecked Sendable {
  let value: Value
}

@MainActor
@Suite struct OffMainActorMatcherTests {
  private func submitButton() -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle("Submit", for: .normal)
    return button
  }

  private static func offMainActor(_ matcher: String) -> String {
    "\(matcher) reads UIKit state, which only the main actor may read, and it ran off the main "
      + "actor (a Swift 5 test target allows that with a warning): evaluate it in a @MainActor "
      + "test or inside MainActor.run { }"
  }

  @Test func controlMatchersEvaluatedInADetachedTaskFailInsteadOfTrapping() async {
    let button = submitButton()
    let enabled = Handed<Matcher<UIButton>>(value: beEnabled())
    let titled = Handed<Matcher<UIButton>>(value: haveTitle("Submit"))
    let visible = Handed<Matcher<UIView>>(value: beVisible())
    let failures = await Task.detached {
      withFailureCollection {
        expect(button).to(enabled.value)
        expect(button).toNot(enabled.value)
        expect(button).to(titled.value)
        expect(button as UIView).to(visible.value)
      }
    }.value
    #expect(
      failures.map(\.message) == [
        "expected to be enabled, got <UIButton>\n" + Self.offMainActor("beEnabled()"),
        "expected to not be enabled, got <UIButton>\n" + Self.offMainActor("beEnabled()"),
        #"expected to have title <"Submit">, got <UIButton>"# + "\n"
          + Self.offMainActor("haveTitle(_:)"),
        "expected to be visible, got <UIButton>\n" + Self.offMainActor("beVisible()"),
      ])
  }

  @Test func onTheMainActorTheSameMatchersRead() {
    let button = submitButton()
    let failures = withFailureCollection {
      expect(button).to(beEnabled())
      expect(button).to(haveTitle("Submit"))
    }
    #expect(failures.isEmpty)
  }
}

import Brisk
import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct HaveTitleTests {
  @Test func readsTheTitleForTheButtonsState() {
    let button = UIButton(type: .system)
    button.setTitle("Sign up", for: .normal)
    button.setTitle("Signing up…", for: .disabled)
    let failures = withFailureCollection {
      expect(button).to(haveTitle("Sign up"))
      button.isEnabled = false
      expect(button).to(haveTitle("Signing up…"))
    }
    #expect(failures.isEmpty)
  }

  @Test func failsWithTheTitleShown() {
    let button = UIButton(type: .system)
    button.setTitle("Submit", for: .normal)
    let untitled = UIButton(type: .system)
    let failures = withFailureCollection {
      expect(button).to(haveTitle("Sign up"))
      expect(untitled).to(haveTitle("Sign up"))
      expect(button).toNot(haveTitle("Submit"))
      expect(nil as UIButton?).to(haveTitle("Sign up"))
    }
    #expect(
      failures.map(\.message) == [
        #"expected to have title <"Sign up">, got <"Submit">"#,
        #"expected to have title <"Sign up">, got <no title>"#,
        #"expected to not have title <"Submit">, got <"Submit">"#,
        #"expected to have title <"Sign up">, got <nil>"#,
      ])
  }
}

extension HaveTitleTests {
  /// Off the main actor it reads nothing and fails, naming why.
  @Test func offTheMainActorItFailsAndSaysWhy() async {
    let button = UIButton(type: .system)
    nonisolated(unsafe) let matcher: Matcher<UIButton> = haveTitle("Submit")
    let failures = await Task.detached { withFailureCollection { expect(button).to(matcher) } }
      .value
    #expect(
      failures.map(\.message) == [
        #"expected to have title <"Submit">, got <UIButton>"# + "\n"
          + "haveTitle(_:) reads UIKit state, which only the main actor may read, and it ran off "
          + "the main actor (a Swift 5 test target allows that with a warning): evaluate it in a "
          + "@MainActor test or inside MainActor.run { }"
      ])
  }
}

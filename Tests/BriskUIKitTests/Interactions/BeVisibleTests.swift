import Brisk
import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct BeVisibleTests {
  /// An error label inside a form inside a screen.
  private func errorLabel() -> (UIView, UIView, UIView) {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let form = UIView(frame: screen.bounds)
    form.accessibilityIdentifier = "form"
    let label = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.accessibilityIdentifier = "error"
    screen.addSubview(form)
    form.addSubview(label)
    return (screen, form, label)
  }

  @Test func passesWhenNeitherTheViewNorAnAncestorHidesIt() {
    let (_, _, label) = errorLabel()
    let failures = withFailureCollection { expect(label).to(beVisible()) }
    #expect(failures.isEmpty)
  }

  @Test func failsNamingWhatHidesIt() {
    let (screen, form, label) = errorLabel()
    let failures = withFailureCollection {
      form.isHidden = true
      expect(label).to(beVisible())
      form.isHidden = false
      screen.alpha = 0
      expect(label).to(beVisible())
      screen.alpha = 1
      label.isHidden = true
      expect(label).to(beVisible())
      expect(label).toNot(beVisible())
    }
    #expect(
      failures.map(\.message) == [
        #"expected to be visible, got <UIView "error">"# + "\n"
          + #"its ancestor UIView "form" is hidden"#,
        #"expected to be visible, got <UIView "error">"# + "\n"
          + "its ancestor UIView is fully transparent (alpha 0.0)",
        #"expected to be visible, got <UIView "error">"# + "\nit is hidden",
      ])
  }

  @Test func theNegationAndNilReadAsTheyShould() {
    let (_, _, label) = errorLabel()
    let failures = withFailureCollection {
      expect(label).toNot(beVisible())
      expect(nil as UIView?).to(beVisible())
    }
    #expect(
      failures.map(\.message) == [
        #"expected to not be visible, got <UIView "error">"#,
        "expected to be visible, got <nil>",
      ])
  }
}

extension BeVisibleTests {
  /// Off the main actor it reads nothing and fails, naming why.
  @Test func offTheMainActorItFailsAndSaysWhy() async {
    let view = UIView(frame: .zero)
    nonisolated(unsafe) let matcher: Matcher<UIView> = beVisible()
    let failures = await Task.detached { withFailureCollection { expect(view).toNot(matcher) } }
      .value
    #expect(
      failures.map(\.message) == [
        "expected to not be visible, got <UIView>\n"
          + "beVisible() reads UIKit state, which only the main actor may read, and it ran off "
          + "the main actor (a Swift 5 test target allows that with a warning): evaluate it in a "
          + "@MainActor test or inside MainActor.run { }"
      ])
  }
}

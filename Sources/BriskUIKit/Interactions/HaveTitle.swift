#if canImport(UIKit)
  public import BriskCore
  public import UIKit

  /// Passes when the actual button shows the title `title` now: its `currentTitle`, the title
  /// for its state (disabled, highlighted, selected) or else its normal title.
  ///
  /// ```swift
  /// expect(submitButton).to(haveTitle("Sign up"))
  /// ```
  ///
  /// ```text
  /// expected to have title <"Sign up">, got <"Submit">
  /// expected to have title <"Sign up">, got <no title>
  /// expected to not have title <"Sign up">, got <"Sign up">
  /// expected to have title <"Sign up">, got <nil>
  /// ```
  /// - Parameter title: The title the button should show.
  /// - Returns: A matcher.
  @MainActor
  public func haveTitle<Button: UIButton>(_ title: String) -> Matcher<Button> {
    Matcher(
      status: { button in
        guard let button else { return .fail }
        return MainActor.assumeIsolated { MatcherStatus(bool: button.currentTitle == title) }
      },
      message: { button in
        let actual = button.map { button in
          MainActor.assumeIsolated { button.currentTitle.map { "<\"\($0)\">" } ?? "<no title>" }
        }
        return ExpectationMessage(
          expectation: "have title <\"\(title)\">", actual: actual ?? "<nil>")
      }
    )
  }
#endif

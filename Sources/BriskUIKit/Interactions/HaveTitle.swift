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
        return MainActorRead.ifOnMainActor { MatcherStatus(bool: button.currentTitle == title) }
          ?? .fail
      },
      message: { button in
        let expectation = "have title <\"\(title)\">"
        guard let button else {
          return ExpectationMessage(expectation: expectation, actual: "<nil>")
        }
        guard
          let actual = MainActorRead.ifOnMainActor({
            button.currentTitle.map { "<\"\($0)\">" } ?? "<no title>"
          })
        else {
          return ExpectationMessage(
            expectation: expectation, actual: "<\(type(of: button))>",
            details: [MainActorRead.offMainActor("haveTitle(_:)")])
        }
        return ExpectationMessage(expectation: expectation, actual: actual)
      }
    )
  }
#endif

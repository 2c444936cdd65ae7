#if canImport(UIKit)
  public import BriskCore
  public import UIKit

  /// Passes when the actual control is enabled (`isEnabled`), as a finger needs it to be.
  ///
  /// ```swift
  /// expect(submitButton).to(beEnabled())
  /// ```
  ///
  /// ```text
  /// expected to be enabled, got <UIButton "Submit">
  /// expected to not be enabled, got <UIButton "Submit">
  /// expected to be enabled, got <nil>
  /// ```
  ///
  /// Evaluated off the main actor, which only a Swift 5 test target allows, it reads nothing and
  /// fails, whatever the polarity:
  ///
  /// ```text
  /// expected to be enabled, got <UIButton>
  /// beEnabled() reads UIKit state, which only the main actor may read, and it ran off the main actor (a Swift 5 test target allows that with a warning): evaluate it in a @MainActor test or inside MainActor.run { }
  /// ```
  /// - Returns: A matcher.
  @MainActor
  public func beEnabled<Control: UIControl>() -> Matcher<Control> {
    Matcher(
      status: { control in
        guard let control else { return .fail }
        return MainActorRead.ifOnMainActor { MatcherStatus(bool: control.isEnabled) } ?? .fail
      },
      message: { control in
        guard let control else {
          return ExpectationMessage(expectation: "be enabled", actual: "<nil>")
        }
        guard
          let actual = MainActorRead.ifOnMainActor({ "<\(FingerReach.name(of: control))>" })
        else {
          return ExpectationMessage(
            expectation: "be enabled", actual: "<\(type(of: control))>",
            details: [MainActorRead.offMainActor("beEnabled()")])
        }
        return ExpectationMessage(expectation: "be enabled", actual: actual)
      }
    )
  }
#endif

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
  /// - Returns: A matcher.
  @MainActor
  public func beEnabled<Control: UIControl>() -> Matcher<Control> {
    Matcher(
      status: { control in
        guard let control else { return .fail }
        return MainActor.assumeIsolated { MatcherStatus(bool: control.isEnabled) }
      },
      message: { control in
        let actual = control.map { control in
          MainActor.assumeIsolated { "<\(FingerReach.name(of: control))>" }
        }
        return ExpectationMessage(expectation: "be enabled", actual: actual ?? "<nil>")
      }
    )
  }
#endif

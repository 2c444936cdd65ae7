#if canImport(UIKit)
  public import BriskCore
  public import UIKit

  /// Passes when the actual view could be seen: neither it nor any ancestor is hidden or fully
  /// transparent (alpha below 0.01, UIKit's hit-testing threshold). A failure names the view
  /// or ancestor that hides it. Being in a window is not required, so a view controller's view
  /// can be checked before it is shown.
  ///
  /// ```swift
  /// expect(errorLabel).to(beVisible())
  /// ```
  ///
  /// ```text
  /// expected to be visible, got <UILabel "error">
  /// its ancestor UIView "form" is hidden
  /// expected to not be visible, got <UILabel "error">
  /// expected to be visible, got <nil>
  /// ```
  /// - Returns: A matcher.
  @MainActor
  public func beVisible<View: UIView>() -> Matcher<View> {
    Matcher(
      status: { view in
        guard let view else { return .fail }
        return MainActorRead.ifOnMainActor {
          MatcherStatus(bool: FingerReach.hider(of: view) == nil)
        } ?? .fail
      },
      message: { view in
        guard let view else {
          return ExpectationMessage(expectation: "be visible", actual: "<nil>")
        }
        return MainActorRead.ifOnMainActor {
          ExpectationMessage(
            expectation: "be visible", actual: "<\(FingerReach.name(of: view))>",
            details: FingerReach.hider(of: view).map { [$0] } ?? [])
        }
          ?? ExpectationMessage(
            expectation: "be visible", actual: "<\(type(of: view))>",
            details: [MainActorRead.offMainActor("beVisible()")])
      }
    )
  }
#endif

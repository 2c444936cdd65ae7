// An example protocol for `swift run brisk spy Templates/Examples/NavigationDelegate.swift`.
//
// A screen asks for the next screen through its delegate instead of pushing or presenting by
// itself, so a test can give it a spy and check where it wanted to go.

/// An order the list screen shows.
struct Order: Equatable, Sendable {
  let id: Int
  let title: String
}

/// How the order list asks for the next screen.
@MainActor
protocol NavigationDelegate: AnyObject {
  /// Shows one order's details.
  func showDetail(for order: Order)

  /// Shows the settings screen.
  func showSettings()

  /// Shows an alert; `completion` runs when the user dismisses it.
  func showAlert(title: String, message: String?, completion: (() -> Void)?)

  /// Whether the screen may be left now, for example with no unsaved changes.
  func canLeave() -> Bool
}

// Brisk alert-presenter fake template.
//
// Many apps already show their alerts through a protocol of their own, for example
//
//   @MainActor protocol Alerting {
//     func showError(_ message: String)
//     func confirmDeletion(of name: String, onConfirm: @escaping () -> Void)
//   }
//
// This fake adopts Brisk's alert seam behind that protocol: each method describes its alert as an
// AlertRequest (BriskSeams) and presents it to an AlertSpy, so a test checks it with
// haveShownAlert(title:message:) and taps its buttons with tap(_:), whose handlers run at once.
// The app's own implementation does the same with UIKitAlertPresenter, which builds the real
// UIAlertController. Fill in the placeholders, write one method per requirement of your protocol
// and delete the examples it does not have.

import BriskFixtures

/// A fake `<#Protocol#>`: every alert is recorded in `alerts`, where the test checks and taps it.
@MainActor
final class <#Spy#>: <#Protocol#> {
  /// Every alert shown, oldest first:
  /// `expect(fake.alerts).to(haveShownAlert(withActions: ["Cancel", "Delete"]))`, then
  /// `fake.alerts.tap("Delete")`.
  let alerts: AlertSpy

  /// Creates a fake that has shown nothing. An alert UIKit would refuse is reported as a test
  /// failure at the line that calls this initializer; a tap no person could make, at the tap.
  init(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    alerts = AlertSpy(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  // An alert with one button that only dismisses it.
  func <#showError#>(_ message: String) {
    alerts.present(
      .alert(title: "<#Something went wrong#>", message: message, actions: [.cancel("<#OK#>")]),
      from: self)
  }

  // A confirmation: the destructive button runs what the caller passed.
  func <#confirmDeletion#>(of name: String, onConfirm: @escaping () -> Void) {
    alerts.present(
      .alert(
        title: "<#Delete#> \(name)?", message: nil,
        actions: [.cancel("<#Cancel#>"), .destructive("<#Delete#>") { _ in onConfirm() }]),
      from: self)
  }
}

import BriskUIKit
import Foundation
import Testing
import UIKit

@MainActor
@Suite struct AlertRequestReadingTests {
  @Test func readsWhatTheControllerShows() {
    let alert = UIAlertController(title: "Sign in", message: "Welcome", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    let signIn = UIAlertAction(title: "Sign in", style: .default) { _ in }
    alert.addAction(signIn)
    alert.addAction(UIAlertAction(title: nil, style: .destructive))
    alert.preferredAction = signIn
    alert.addTextField { $0.placeholder = "Name" }
    alert.addTextField { field in
      field.text = "secret"
      field.isSecureTextEntry = true
    }
    alert.addTextField { $0.text = "" }
    let read = AlertRequest(reading: alert)
    #expect(
      read.description
        == #"alert(title: "Sign in", message: "Welcome", actions: [.cancel("Cancel"), "#
        + #".default("Sign in"), .destructive("")], preferredAction: "Sign in", textFields: "#
        + #"[TextField(placeholder: "Name"), TextField(text: "secret", isSecureTextEntry: true), "#
        + "TextField()])")
    #expect(read.actions.allSatisfy { $0.handler == nil })
  }

  @Test func anAlertHasNoAnchor() {
    let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
    #expect(AlertRequest(reading: alert).anchor == nil)
    #expect(AlertRequest(reading: alert).description == #"alert(title: "Hi", actions: [])"#)
  }

  @Test func whatTheSeamBuildsReadsBackTheSame() {
    let request = AlertRequest.alert(
      title: "Delete photo?", message: "This cannot be undone.",
      actions: [.cancel("Cancel"), .destructive("Delete")], preferredAction: "Delete",
      textFields: [.init(placeholder: "Type DELETE")])
    #expect(AlertRequest(reading: UIAlertController(request)).description == request.description)
  }
}

extension KeyWindowTests {
  /// Reading an action sheet's popover, which only an iPad gives it.
  @MainActor @Suite struct AlertRequestReadingPopoverTests {
    @Test func readsWhereAnActionSheetsPopoverPointsOnAnIPad() {
      let host = hostInSplitView(primary: RootScreen())
      defer { host.tearDown() }
      let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 30))
      let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      sheet.addAction(UIAlertAction(title: "Share", style: .default))
      #expect(AlertRequest(reading: sheet).anchor == nil)
      sheet.popoverPresentationController?.sourceView = button
      #expect(
        AlertRequest(reading: sheet).description
          == #"actionSheet(actions: [.default("Share")], anchor: Anchor(sourceView: <UIButton>))"#)
      sheet.popoverPresentationController?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
      sheet.popoverPresentationController?.permittedArrowDirections = .up
      #expect(
        AlertRequest(reading: sheet).anchor
          == .init(
            sourceView: button, sourceRect: CGRect(x: 1, y: 2, width: 3, height: 4),
            permittedArrowDirections: .up))
    }

    @Test func readsABarButtonItemAnchor() {
      let host = hostInSplitView(primary: RootScreen())
      defer { host.tearDown() }
      let item = UIBarButtonItem()
      let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      sheet.popoverPresentationController?.barButtonItem = item
      #expect(AlertRequest(reading: sheet).anchor == .init(barButtonItem: item))
      #expect(
        AlertRequest(reading: sheet).description
          == "actionSheet(actions: [], anchor: Anchor(barButtonItem: <UIBarButtonItem>))")
    }

    @Test func anActionSheetOnAnIPhoneHasNoAnchor() {
      let host = hostInKeyWindow(RootScreen())
      defer { host.tearDown() }
      let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      #expect(sheet.popoverPresentationController == nil)
      #expect(AlertRequest(reading: sheet).anchor == nil)
    }
  }
}

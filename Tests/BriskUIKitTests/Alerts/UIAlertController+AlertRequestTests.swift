import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct UIAlertControllerAlertRequestTests {
  @Test func buildsTheAlertTheRequestDescribes() {
    let alert = UIAlertController(
      .alert(
        title: "Sign in", message: "With your account",
        actions: [.cancel("Cancel"), .default("Sign in"), .destructive("Forget me")],
        preferredAction: "Sign in",
        textFields: [
          .init(placeholder: "Name", text: "ann"),
          .init(placeholder: "Password", isSecureTextEntry: true),
        ]))
    #expect(alert.title == "Sign in")
    #expect(alert.message == "With your account")
    #expect(alert.preferredStyle == .alert)
    #expect(alert.actions.map(\.title) == ["Cancel", "Sign in", "Forget me"])
    #expect(alert.actions.map(\.style) == [.cancel, .default, .destructive])
    #expect(alert.preferredAction === alert.actions[1])
    #expect(alert.textFields?.map(\.placeholder) == ["Name", "Password"])
    #expect(alert.textFields?.map(\.text) == ["ann", nil])
    #expect(alert.textFields?.map(\.isSecureTextEntry) == [false, true])
  }

  @Test func anActionSheetHasNoTextFieldsAndAPreferredActionItLacksIsNone() {
    let sheet = UIAlertController(
      AlertRequest(
        title: nil, message: nil, style: .actionSheet, actions: [.default("Share")],
        preferredAction: "Missing"))
    #expect(sheet.preferredStyle == .actionSheet)
    #expect(sheet.title == nil)
    #expect(sheet.textFields == nil)
    #expect(sheet.preferredAction == nil)
  }

  // As UIKit would: UIAlertController raises on both (UIAlertController.m), and AlertSpy reports
  // both.
  @Test func raisesWhereUIKitRaises() {
    withKnownIssue("UIKit raises NSInternalInconsistencyException") {
      let alert = UIAlertController(.alert(title: nil, actions: [.cancel("A"), .cancel("B")]))
      #expect(alert.actions.map(\.title) == ["A"])
      let sheet = UIAlertController(
        AlertRequest(
          title: nil, message: nil, style: .actionSheet, actions: [], textFields: [.init()]))
      #expect(sheet.textFields == nil)
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("NSInternalInconsistencyException: ") == true
    }
  }
}

extension KeyWindowTests {
  @MainActor @Suite struct UIAlertControllerAlertRequestTappingTests {
    @Test func eachHandlerGetsTheTextOfEveryField() async {
      let root = RootScreen()
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      var received: [[String]] = []
      let alert = UIAlertController(
        .alert(
          title: "Rename", actions: [.cancel("Cancel"), .default("Save") { received.append($0) }],
          textFields: [.init(text: "Old"), .init()]))
      root.present(alert, animated: false)
      alert.textFields?.first?.text = "New"
      await root.shownAlerts.tap("Save")
      #expect(received == [["New", ""]])
    }
  }
}

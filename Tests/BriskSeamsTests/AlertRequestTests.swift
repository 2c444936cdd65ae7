import BriskSeams
import Testing

@MainActor @Suite struct AlertRequestTests {
  @Test func anAlertKeepsWhatItWasGiven() {
    let alert = AlertRequest.alert(
      title: "Rename", message: "A new name", actions: [.cancel("Cancel"), .default("Save")],
      preferredAction: "Save", textFields: [.init(placeholder: "Name")])
    #expect(alert.style == .alert)
    #expect(alert.title == "Rename")
    #expect(alert.message == "A new name")
    #expect(alert.actions.map(\.title) == ["Cancel", "Save"])
    #expect(alert.preferredAction == "Save")
    #expect(alert.textFields == [.init(placeholder: "Name")])
    #expect(alert.anchor == nil)
  }

  @Test func anAlertNeedsOnlyATitleAndActions() {
    let alert = AlertRequest.alert(title: nil, actions: [.default("OK")])
    #expect(alert.title == nil)
    #expect(alert.message == nil)
    #expect(alert.preferredAction == nil)
    #expect(alert.textFields.isEmpty)
  }

  @Test func anActionSheetTakesAnAnchorAndNoTextFields() {
    let button = ShareButton()
    let sheet = AlertRequest.actionSheet(
      actions: [.default("Share"), .cancel("Cancel")], anchor: .init(sourceView: button))
    #expect(sheet.style == .actionSheet)
    #expect(sheet.title == nil)
    #expect(sheet.anchor?.sourceView === button)
    #expect(sheet.textFields.isEmpty)
    #expect(sheet.preferredAction == nil)
  }

  @Test func theInitializerTakesEveryPart() {
    let request = AlertRequest(
      title: "T", message: "M", style: .actionSheet, actions: [], preferredAction: "P",
      textFields: [.init()], anchor: .init(sourceView: ShareButton()))
    #expect(request.style == .actionSheet)
    #expect(request.preferredAction == "P")
    #expect(request.textFields.count == 1)
    #expect(request.anchor != nil)
    #expect(AlertRequest.Style.allCases == [.alert, .actionSheet])
  }

  @Test func anActionSheetTakesAPreferredAction() {
    let sheet = AlertRequest.actionSheet(
      title: "Photo", actions: [.default("Share"), .cancel("Cancel")], preferredAction: "Share")
    #expect(sheet.preferredAction == "Share")
    #expect(
      sheet.description
        == #"actionSheet(title: "Photo", actions: [.default("Share"), .cancel("Cancel")], "#
        + #"preferredAction: "Share")"#)
  }

  @Test func equalRequestsShowTheSameWhateverTheirHandlers() {
    let button = ShareButton()
    let delete = AlertRequest.alert(
      title: "Delete?", message: "Gone for good.",
      actions: [.cancel("Cancel"), .destructive("Delete") { _ in }],
      preferredAction: "Delete", textFields: [.init(placeholder: "Why")])
    #expect(
      delete
        == .alert(
          title: "Delete?", message: "Gone for good.",
          actions: [.cancel("Cancel"), .destructive("Delete")],
          preferredAction: "Delete", textFields: [.init(placeholder: "Why")]))
    var changed = [delete, delete, delete, delete, delete, delete, delete]
    changed[0].title = "Remove?"
    changed[1].message = nil
    changed[2].style = .actionSheet
    changed[3].actions[1].style = .default
    changed[4].preferredAction = nil
    changed[5].textFields = []
    changed[6].anchor = .init(sourceView: button)
    #expect(changed.allSatisfy { $0 != delete })
    #expect(AlertRequest.Action.default("OK") == .default("OK") { _ in })
    #expect(AlertRequest.Action.default("OK") != .cancel("OK"))
    #expect(AlertRequest.Action.default("OK") != .default("Ok"))
  }
}

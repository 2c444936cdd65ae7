import BriskSeams
import Testing

private final class Button {}

@Suite struct AlertRequestTests {
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
    let button = Button()
    let sheet = AlertRequest.actionSheet(
      actions: [.default("Share"), .cancel("Cancel")], anchor: .init(sourceView: button))
    #expect(sheet.style == .actionSheet)
    #expect(sheet.title == nil)
    #expect(sheet.anchor.map { ObjectIdentifier($0.sourceView) } == ObjectIdentifier(button))
    #expect(sheet.textFields.isEmpty)
    #expect(sheet.preferredAction == nil)
  }

  @Test func theInitializerTakesEveryPart() {
    let request = AlertRequest(
      title: "T", message: "M", style: .actionSheet, actions: [], preferredAction: "P",
      textFields: [.init()], anchor: .init(sourceView: Button()))
    #expect(request.style == .actionSheet)
    #expect(request.preferredAction == "P")
    #expect(request.textFields.count == 1)
    #expect(request.anchor != nil)
    #expect(AlertRequest.Style.allCases == [.alert, .actionSheet])
  }
}

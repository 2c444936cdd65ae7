import BriskSeams
import Foundation
import Testing

@MainActor @Suite struct AlertRequestDescriptionTests {
  @Test func readsAsItIsWritten() {
    let alert = AlertRequest.alert(
      title: "Delete photo?", message: "This cannot be undone.",
      actions: [.cancel("Cancel"), .destructive("Delete")])
    #expect(
      alert.description
        == #"alert(title: "Delete photo?", message: "This cannot be undone.", "#
        + #"actions: [.cancel("Cancel"), .destructive("Delete")])"#)
  }

  @Test func leavesOutWhatIsNilOrEmpty() {
    #expect(
      AlertRequest.actionSheet(actions: [.default("Share")]).description
        == #"actionSheet(actions: [.default("Share")])"#)
    #expect(AlertRequest.alert(title: nil, actions: []).description == "alert(actions: [])")
  }

  @Test func showsThePreferredActionTextFieldsAndAnchor() {
    let alert = AlertRequest(
      title: "Sign in", message: nil, style: .alert, actions: [.default("OK")],
      preferredAction: "OK",
      textFields: [
        .init(placeholder: "Name", text: "Ann"), .init(isSecureTextEntry: true), .init(),
      ],
      anchor: .init(
        sourceView: ShareButton(), sourceRect: CGRect(x: 0, y: 0.5, width: 44, height: 30)))
    #expect(
      alert.description
        == #"alert(title: "Sign in", actions: [.default("OK")], preferredAction: "OK", "#
        + #"textFields: [TextField(placeholder: "Name", text: "Ann"), "#
        + #"TextField(isSecureTextEntry: true), TextField()], "#
        + #"anchor: Anchor(sourceView: <ShareButton>, sourceRect: (0, 0.5, 44, 30)))"#)
  }

  @Test func quotesAndEscapesAsSwiftDoes() {
    let alert = AlertRequest.alert(title: "Say \"hi\"\nnow", actions: [.default("O\tK")])
    #expect(alert.description == #"alert(title: "Say \"hi\"\nnow", actions: [.default("O\tK")])"#)
    #expect(
      AlertRequest.Anchor(sourceView: ShareButton()).description
        == "Anchor(sourceView: <ShareButton>)")
  }
}

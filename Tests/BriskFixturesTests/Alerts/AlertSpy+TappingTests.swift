import BriskFixtures
import BriskTestSupport
import Testing

private final class Screen {}

@Suite struct AlertSpyTappingTests {
  private let screen = Screen()
  private let deleteText =
    #"alert(title: "Delete photo?", actions: [.cancel("Cancel"), .destructive("Delete")])"#

  private func deleteAlert(_ log: @escaping (String) -> Void) -> AlertRequest {
    .alert(
      title: "Delete photo?",
      actions: [
        .cancel("Cancel") { _ in log("cancel") }, .destructive("Delete") { _ in log("delete") },
      ])
  }

  @Test func aTapRunsThatButtonsHandlerOnce() {
    let spy = AlertSpy()
    var log: [String] = []
    spy.present(deleteAlert { log.append($0) }, from: screen)
    expectNoFailure { spy.tap("Delete") }
    #expect(log == ["delete"])
  }

  @Test func aButtonWithoutHandlerOnlyDismisses() {
    let spy = AlertSpy()
    spy.present(.alert(title: "Saved", actions: [.default("OK")]), from: screen)
    expectNoFailure { spy.tap("OK") }
    #expect(spy.visibleAlert == nil)
  }

  @Test func theHandlerGetsTheTypedTextAndTheOthersAsConfigured() {
    let spy = AlertSpy()
    var received: [String] = []
    spy.present(
      .alert(
        title: "Sign in", actions: [.cancel("Cancel"), .default("Sign in") { received = $0 }],
        textFields: [
          .init(placeholder: "Name", text: "ann"), .init(isSecureTextEntry: true), .init(),
        ]),
      from: screen)
    expectNoFailure {
      spy.enterText("hunter2", inTextFieldAt: 1)
      spy.enterText("x", inTextFieldAt: 2)
      spy.enterText("y", inTextFieldAt: 2)
      spy.tap("Sign in")
    }
    #expect(received == ["ann", "hunter2", "y"])
  }

  @Test func enterTextFillsTheFirstFieldByDefault() {
    let spy = AlertSpy()
    var received: [String] = []
    spy.present(
      .alert(title: "Rename", actions: [.default("Save") { received = $0 }], textFields: [.init()]),
      from: screen)
    spy.enterText("Holiday")
    spy.tap("Save")
    #expect(received == ["Holiday"])
  }

  @Test func aHandlerMayPresentTheNextAlert() {
    let spy = AlertSpy()
    let confirm = AlertRequest.alert(
      title: "Sure?",
      actions: [
        .destructive("Yes") { _ in
          spy.present(.alert(title: "Done", actions: [.default("OK")]), from: self.screen)
        }
      ])
    expectNoFailure {
      spy.present(confirm, from: screen)
      spy.tap("Yes")
      spy.tap("OK")
    }
    #expect(spy.alerts.map(\.title) == ["Sure?", "Done"])
  }

  @Test func tappingWithNoAlertPresentedFailsAtTheTap() {
    let spy = AlertSpy()
    let line = #line + 1
    let failures = withFailureCollection { spy.tap("Delete") }
    #expect(failures.map(\.message) == [#"tap("Delete") was called, but no alert was presented"#])
    #expect(failures.map(\.location.line) == [UInt(line)])
    #expect(failures.first?.location.fileID == "BriskFixturesTests/AlertSpy+TappingTests.swift")
  }

  @Test func tappingAfterTheAlertWasDismissedFailsAndRunsNothing() {
    let spy = AlertSpy()
    var log: [String] = []
    spy.present(deleteAlert { log.append($0) }, from: screen)
    spy.tap("Cancel")
    expectMessage(
      #"tap("Delete") was called, but no alert is visible: the last one, \#(deleteText), "#
        + #"was dismissed by tapping "Cancel""#
    ) {
      spy.tap("Delete")
    }
    #expect(log == ["cancel"])
  }

  @Test func aTitleNoButtonHasFails() {
    let spy = AlertSpy()
    spy.present(deleteAlert { _ in }, from: screen)
    expectMessage(#"tap("Remove") was called, but \#(deleteText) has no action titled "Remove""#) {
      spy.tap("Remove")
    }
    #expect(spy.visibleAlert != nil)
  }

  @Test func twoButtonsWithTheTitleFail() {
    let spy = AlertSpy()
    var ran = false
    spy.present(
      .alert(title: "Saved", actions: [.default("OK") { _ in ran = true }, .cancel("OK")]),
      from: screen)
    expectMessage(
      #"tap("OK") was called, but alert(title: "Saved", actions: [.default("OK"), .cancel("OK")]) "#
        + #"has 2 actions titled "OK"; give them different titles"#
    ) {
      spy.tap("OK")
    }
    #expect(!ran)
  }

  @Test func enterTextMisuseFailsAtTheCall() {
    let spy = AlertSpy()
    let line = #line + 1
    let failures = withFailureCollection { spy.enterText("Holiday") }
    #expect(
      failures.map(\.message) == [
        #"enterText("Holiday", inTextFieldAt: 0) was called, but no alert was presented"#
      ])
    #expect(failures.map(\.location.line) == [UInt(line)])
    let rename = AlertRequest.alert(
      title: "Rename", actions: [.cancel("Cancel"), .default("Save")],
      textFields: [.init(placeholder: "Name")])
    let renameText =
      #"alert(title: "Rename", actions: [.cancel("Cancel"), .default("Save")], "#
      + #"textFields: [TextField(placeholder: "Name")])"#
    spy.present(rename, from: screen)
    expectMessages([
      #"enterText("Holiday", inTextFieldAt: 1) was called, but \#(renameText) has 1 text field"#,
      #"enterText("Holiday", inTextFieldAt: -1) was called, but \#(renameText) has 1 text field"#,
    ]) {
      spy.enterText("Holiday", inTextFieldAt: 1)
      spy.enterText("Holiday", inTextFieldAt: -1)
    }
    spy.tap("Cancel")
    expectMessage(
      #"enterText("Holiday", inTextFieldAt: 0) was called, but no alert is visible: the last one, "#
        + #"\#(renameText), was dismissed by tapping "Cancel""#
    ) {
      spy.enterText("Holiday")
    }
    spy.reset()
    spy.present(
      AlertRequest(
        title: "B", message: nil, style: .alert, actions: [], textFields: [.init(), .init()]),
      from: screen)
    expectMessages([
      #"enterText("x", inTextFieldAt: 2) was called, but alert(title: "B", actions: [], "#
        + "textFields: [TextField(), TextField()]) has 2 text fields"
    ]) {
      spy.enterText("x", inTextFieldAt: 2)
    }
    spy.reset()
    spy.present(.alert(title: "C", actions: []), from: screen)
    expectMessage(
      #"enterText("x", inTextFieldAt: 0) was called, but alert(title: "C", actions: []) has no text fields"#
    ) {
      spy.enterText("x")
    }
  }
}

import BriskFixtures
import BriskTestSupport
import Testing

private final class Screen {}

@Suite struct AlertSpyTests {
  private let screen = Screen()
  private let delete = AlertRequest.alert(
    title: "Delete photo?", actions: [.cancel("Cancel"), .destructive("Delete")])
  private let share = AlertRequest.actionSheet(actions: [.default("Share"), .cancel("Cancel")])

  @Test func recordsEveryAlertInOrder() {
    let spy = AlertSpy()
    #expect(spy.alerts.isEmpty)
    #expect(spy.last == nil)
    #expect(spy.visibleAlert == nil)
    expectNoFailure {
      spy.present(delete, from: screen)
      spy.tap("Cancel")
      spy.present(share, from: screen)
    }
    #expect(spy.alerts.map(\.title) == ["Delete photo?", nil])
    #expect(spy.alerts.map(\.style) == [.alert, .actionSheet])
    #expect(spy.last?.style == .actionSheet)
    #expect(
      spy.description
        == #"[alert(title: "Delete photo?", actions: [.cancel("Cancel"), .destructive("Delete")]), "#
        + #"actionSheet(actions: [.default("Share"), .cancel("Cancel")])]"#)
  }

  @Test func theLastAlertIsVisibleUntilTapped() {
    let spy = AlertSpy()
    spy.present(delete, from: screen)
    #expect(spy.visibleAlert?.title == "Delete photo?")
    spy.tap("Cancel")
    #expect(spy.visibleAlert == nil)
    #expect(spy.last?.title == "Delete photo?")
  }

  @Test func resetForgetsEverything() {
    let spy = AlertSpy()
    spy.present(delete, from: screen)
    spy.reset()
    #expect(spy.alerts.isEmpty)
    #expect(spy.visibleAlert == nil)
    expectNoFailure { spy.present(share, from: screen) }
  }

  @Test func haveCountCountsTheRecordedAlerts() {
    let spy = AlertSpy()
    spy.present(delete, from: screen)
    spy.tap("Cancel")
    spy.present(delete, from: screen)
    expectNoFailure { expect(spy.alerts).to(haveCount(2)) }
    expectMessage(
      #"expected to have count <1>, got <[alert(title: "Delete photo?", actions: [.cancel("Cancel"), "#
        + #".destructive("Delete")]), alert(title: "Delete photo?", actions: [.cancel("Cancel"), "#
        + #".destructive("Delete")])]> (count 2)"#
    ) {
      expect(spy.alerts).to(haveCount(1))
    }
  }

  @Test func anAlertWhileAnotherIsVisibleIsReportedWhereTheSpyWasMade() {
    let line: UInt = #line + 1
    let spy = AlertSpy()
    let failures = withFailureCollection {
      spy.present(delete, from: screen)
      spy.present(share, from: screen)
    }
    #expect(
      failures.map(\.message) == [
        #"present(_:from:) was given actionSheet(actions: [.default("Share"), .cancel("Cancel")]) "#
          + #"while alert(title: "Delete photo?", actions: [.cancel("Cancel"), "#
          + #".destructive("Delete")]) is still visible; UIKit presents nothing from a controller "#
          + "that is already presenting"
      ])
    #expect(failures.map(\.location.line) == [line])
    #expect(spy.location.line == line)
    #expect(spy.location.fileID == "BriskFixturesTests/AlertSpyTests.swift")
    #expect(spy.alerts.count == 2)
    #expect(spy.visibleAlert?.style == .actionSheet)
  }

  @Test func whatUIKitWouldRefuseIsReportedAndStillRecorded() {
    let spy = AlertSpy()
    let twoCancels = AlertRequest.alert(title: "Leave?", actions: [.cancel("Stay"), .cancel("No")])
    let sheetWithField = AlertRequest(
      title: nil, message: nil, style: .actionSheet, actions: [.default("OK")],
      textFields: [.init(placeholder: "Name")])
    let missingPreferred = AlertRequest.alert(
      title: "Save?", actions: [.default("OK")], preferredAction: "Save")
    expectMessages([
      #"present(_:from:) was given alert(title: "Leave?", actions: [.cancel("Stay"), .cancel("No")]) "#
        + "with 2 cancel actions; UIKit raises: UIAlertController can only have one action with a "
        + "style of UIAlertActionStyleCancel",
      #"present(_:from:) was given actionSheet(actions: [.default("OK")], textFields: "#
        + #"[TextField(placeholder: "Name")]) with text fields; UIKit raises: Text fields can only "#
        + "be added to an alert controller of style UIAlertControllerStyleAlert",
      #"present(_:from:) was given alert(title: "Save?", actions: [.default("OK")], "#
        + #"preferredAction: "Save") whose preferred action "Save" is not one of its actions, so "#
        + "none is emphasized",
    ]) {
      for alert in [twoCancels, sheetWithField, missingPreferred] {
        spy.present(alert, from: screen)
        spy.tap(alert.actions[0].title)
      }
    }
    #expect(spy.alerts.count == 3)
  }

  @Test func aValidPreferredActionIsNotReported() {
    let spy = AlertSpy()
    expectNoFailure {
      spy.present(
        .alert(
          title: "Save?", actions: [.cancel("Cancel"), .default("Save")], preferredAction: "Save"),
        from: screen)
    }
  }
}

import BriskFixtures
import BriskTestSupport
import Testing

private final class Screen {}

/// A recorder of its own, as a window reading is in BriskUIKit.
private struct Shown: AlertRecording {
  var alerts: [AlertRequest]
  var alertsPhrase: String { "the window shows" }
}

@Suite struct HaveShownAlertTests {
  private let delete = AlertRequest.alert(
    title: "Delete photo?", message: "This cannot be undone.",
    actions: [.cancel("Cancel"), .destructive("Delete")])
  private let deleteText =
    #"alert(title: "Delete photo?", message: "This cannot be undone.", "#
    + #"actions: [.cancel("Cancel"), .destructive("Delete")])"#
  private let rename = AlertRequest.alert(
    title: "Rename", actions: [.cancel("Cancel"), .default("Save")])
  private let renameText =
    #"alert(title: "Rename", actions: [.cancel("Cancel"), .default("Save")])"#

  private func spy(_ alerts: AlertRequest...) -> AlertSpy {
    let spy = AlertSpy()
    for alert in alerts {
      spy.present(alert, from: Screen())
      spy.tap(alert.actions[0].title)
    }
    return spy
  }

  // MARK: title and message

  @Test func passesForAnyAlertWithTheTitleAndMessage() {
    let spy = spy(rename, delete)
    expectNoFailure {
      expect(spy).to(
        haveShownAlert(title: "Delete photo?", message: "This cannot be undone."))
      expect(spy).to(haveShownAlert(title: "Rename", message: nil))
    }
  }

  @Test func failsListingWhatWasRecorded() {
    let spy = spy(rename)
    expectMessage(
      #"expected to have shown alert(title: "Delete photo?", message: "This cannot be undone."), "#
        + "but recorded: [\(renameText)]"
    ) {
      expect(spy).to(haveShownAlert(title: "Delete photo?", message: "This cannot be undone."))
    }
    expectMessage(
      #"expected to have shown alert(title: "Rename", message: "Pick a name"), "#
        + "but recorded: [\(renameText)]"
    ) {
      expect(spy).to(haveShownAlert(title: "Rename", message: "Pick a name"))
    }
    expectMessage(#"expected to have shown alert(title: nil, message: nil), but recorded: []"#) {
      expect(AlertSpy()).to(haveShownAlert(title: nil, message: nil))
    }
  }

  @Test func anActionSheetIsNotAnAlert() {
    let spy = spy(.actionSheet(title: "Rename", actions: [.cancel("Cancel")]))
    expectMessage(
      #"expected to have shown alert(title: "Rename", message: nil), but recorded: "#
        + #"[actionSheet(title: "Rename", actions: [.cancel("Cancel")])]"#
    ) {
      expect(spy).to(haveShownAlert(title: "Rename", message: nil))
    }
  }

  @Test func negation() {
    let spy = spy(delete)
    expectNoFailure { expect(spy).toNot(haveShownAlert(title: "Rename", message: nil)) }
    expectMessage(
      #"expected to not have shown alert(title: "Delete photo?", message: "This cannot be "#
        + #"undone."), but recorded: [\#(deleteText)]"#
    ) {
      expect(spy).toNot(haveShownAlert(title: "Delete photo?", message: "This cannot be undone."))
    }
  }

  @Test func nilSpy() {
    let spy: AlertSpy? = nil
    expectMessages([
      #"expected to have shown alert(title: "Delete photo?", message: nil), got <nil>"#,
      #"expected to not have shown alert(title: "Delete photo?", message: nil), got <nil>"#,
    ]) {
      expect(spy).to(haveShownAlert(title: "Delete photo?", message: nil))
      expect(spy).toNot(haveShownAlert(title: "Delete photo?", message: nil))
    }
  }

  @Test func anyRecorderIsIntroducedByItsPhrase() {
    expectMessage(
      #"expected to have shown alert(title: "Delete photo?", message: nil), but the window shows: "#
        + "[\(renameText)]"
    ) {
      expect(Shown(alerts: [rename])).to(haveShownAlert(title: "Delete photo?", message: nil))
    }
  }

  // MARK: title alone, message alone

  @Test func titleAlonePassesWhateverTheMessage() {
    let spy = spy(rename, delete)
    expectNoFailure {
      expect(spy).to(haveShownAlert(title: "Delete photo?"))
      expect(spy).to(haveShownAlert(title: "Rename"))
      expect(spy).toNot(haveShownAlert(title: nil))
    }
  }

  @Test func titleAloneFailsListingWhatWasRecorded() {
    expectMessages([
      #"expected to have shown alert(title: "Delete photo?"), but recorded: [\#(renameText)]"#,
      #"expected to have shown alert(title: nil), but recorded: [\#(renameText)]"#,
      #"expected to have shown alert(title: "Rename"), but recorded: "#
        + #"[actionSheet(title: "Rename", actions: [.cancel("Cancel")])]"#,
    ]) {
      expect(spy(rename)).to(haveShownAlert(title: "Delete photo?"))
      expect(spy(rename)).to(haveShownAlert(title: nil))
      expect(spy(.actionSheet(title: "Rename", actions: [.cancel("Cancel")])))
        .to(haveShownAlert(title: "Rename"))
    }
  }

  @Test func titleAloneNegationAndNil() {
    let none: AlertSpy? = nil
    expectMessages([
      #"expected to not have shown alert(title: "Delete photo?"), but recorded: [\#(deleteText)]"#,
      #"expected to have shown alert(title: "Delete photo?"), got <nil>"#,
      #"expected to not have shown alert(title: "Delete photo?"), got <nil>"#,
    ]) {
      expect(spy(delete)).toNot(haveShownAlert(title: "Delete photo?"))
      expect(none).to(haveShownAlert(title: "Delete photo?"))
      expect(none).toNot(haveShownAlert(title: "Delete photo?"))
    }
  }

  @Test func messageAlonePassesWhateverTheTitle() {
    let spy = spy(rename, delete)
    expectNoFailure {
      expect(spy).to(haveShownAlert(message: "This cannot be undone."))
      expect(spy).to(haveShownAlert(message: nil))
      expect(spy).toNot(haveShownAlert(message: "Pick a name"))
    }
  }

  @Test func messageAloneFailsListingWhatWasRecorded() {
    expectMessages([
      #"expected to have shown alert(message: "This cannot be undone."), "#
        + "but recorded: [\(renameText)]",
      #"expected to have shown alert(message: nil), but recorded: [\#(deleteText)]"#,
    ]) {
      expect(spy(rename)).to(haveShownAlert(message: "This cannot be undone."))
      expect(spy(delete)).to(haveShownAlert(message: nil))
    }
  }

  @Test func messageAloneNegationAndNil() {
    let none: AlertSpy? = nil
    expectMessages([
      #"expected to not have shown alert(message: "This cannot be undone."), "#
        + "but recorded: [\(deleteText)]",
      #"expected to have shown alert(message: "This cannot be undone."), got <nil>"#,
      #"expected to not have shown alert(message: "This cannot be undone."), got <nil>"#,
    ]) {
      expect(spy(delete)).toNot(haveShownAlert(message: "This cannot be undone."))
      expect(none).to(haveShownAlert(message: "This cannot be undone."))
      expect(none).toNot(haveShownAlert(message: "This cannot be undone."))
    }
  }

  // MARK: actions

  @Test func withActionsPassesForTheTitlesInOrder() {
    let spy = spy(rename, delete)
    expectNoFailure {
      expect(spy).to(haveShownAlert(withActions: ["Cancel", "Delete"]))
      expect(spy).to(haveShownAlert(withActions: ["Cancel", "Save"]))
    }
  }

  @Test func withActionsFailsForAnotherOrderOrSet() {
    let swapped = AlertRequest.alert(
      title: "Delete photo?", actions: [.destructive("Delete"), .cancel("Cancel")])
    let spy = spy(swapped)
    expectMessages([
      #"expected to have shown alert with actions ["Cancel", "Delete"], but recorded: "#
        + #"[alert(title: "Delete photo?", actions: [.destructive("Delete"), .cancel("Cancel")])]"#,
      #"expected to have shown alert with actions ["Delete"], but recorded: "#
        + #"[alert(title: "Delete photo?", actions: [.destructive("Delete"), .cancel("Cancel")])]"#,
    ]) {
      expect(spy).to(haveShownAlert(withActions: ["Cancel", "Delete"]))
      expect(spy).to(haveShownAlert(withActions: ["Delete"]))
    }
  }

  @Test func withActionsNegation() {
    let spy = spy(delete)
    expectNoFailure { expect(spy).toNot(haveShownAlert(withActions: ["OK"])) }
    expectMessage(
      #"expected to not have shown alert with actions ["Cancel", "Delete"], but recorded: "#
        + "[\(deleteText)]"
    ) {
      expect(spy).toNot(haveShownAlert(withActions: ["Cancel", "Delete"]))
    }
  }

  @Test func withActionsNilSpy() {
    let spy: AlertSpy? = nil
    expectMessage(#"expected to have shown alert with actions ["Cancel", "Delete"], got <nil>"#) {
      expect(spy).to(haveShownAlert(withActions: ["Cancel", "Delete"]))
    }
  }

  // MARK: actions with their styles

  @Test func withStyledActionsComparesTitlesAndStyles() {
    let spy = spy(delete)
    expectNoFailure {
      expect(spy).to(haveShownAlert(withActions: [.cancel("Cancel"), .destructive("Delete")]))
      expect(spy).toNot(haveShownAlert(withActions: [.cancel("Cancel"), .default("Delete")]))
    }
    expectMessages([
      #"expected to have shown alert with actions [.cancel("Cancel"), .default("Delete")], "#
        + "but recorded: [\(deleteText)]",
      #"expected to not have shown alert with actions [.cancel("Cancel"), "#
        + #".destructive("Delete")], but recorded: [\#(deleteText)]"#,
      #"expected to have shown alert with actions [.cancel("Cancel")], got <nil>"#,
    ]) {
      expect(spy).to(haveShownAlert(withActions: [.cancel("Cancel"), .default("Delete")]))
      expect(spy).toNot(haveShownAlert(withActions: [.cancel("Cancel"), .destructive("Delete")]))
      expect(nil as AlertSpy?).to(haveShownAlert(withActions: [.cancel("Cancel")]))
    }
  }
}

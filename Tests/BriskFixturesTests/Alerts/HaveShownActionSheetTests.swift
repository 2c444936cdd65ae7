import BriskFixtures
import BriskTestSupport
import Testing

private final class Screen {}

@Suite struct HaveShownActionSheetTests {
  private let photo = AlertRequest.actionSheet(
    title: "Photo", actions: [.default("Share"), .cancel("Cancel")])
  private let photoText =
    #"actionSheet(title: "Photo", actions: [.default("Share"), .cancel("Cancel")])"#

  private func spy(_ alerts: AlertRequest...) -> AlertSpy {
    let spy = AlertSpy()
    for alert in alerts {
      spy.present(alert, from: Screen())
      spy.tap(alert.actions[0].title)
    }
    return spy
  }

  // MARK: title and message

  @Test func passesForAnActionSheetWithTheTitleAndMessage() {
    let spy = spy(photo)
    expectNoFailure { expect(spy).to(haveShownActionSheet(title: "Photo", message: nil)) }
  }

  @Test func anAlertIsNotAnActionSheet() {
    let spy = spy(.alert(title: "Photo", actions: [.default("Share"), .cancel("Cancel")]))
    expectMessage(
      #"expected to have shown actionSheet(title: "Photo", message: nil), but recorded: "#
        + #"[alert(title: "Photo", actions: [.default("Share"), .cancel("Cancel")])]"#
    ) {
      expect(spy).to(haveShownActionSheet(title: "Photo", message: nil))
    }
  }

  @Test func negation() {
    let spy = spy(photo)
    expectNoFailure { expect(spy).toNot(haveShownActionSheet(title: "Video", message: nil)) }
    expectMessage(
      #"expected to not have shown actionSheet(title: "Photo", message: nil), but recorded: "#
        + "[\(photoText)]"
    ) {
      expect(spy).toNot(haveShownActionSheet(title: "Photo", message: nil))
    }
  }

  @Test func nilSpy() {
    let spy: AlertSpy? = nil
    expectMessage(#"expected to have shown actionSheet(title: "Photo", message: nil), got <nil>"#) {
      expect(spy).to(haveShownActionSheet(title: "Photo", message: nil))
    }
  }

  // MARK: actions

  @Test func withActionsPassesForTheTitlesInOrder() {
    let spy = spy(photo)
    expectNoFailure { expect(spy).to(haveShownActionSheet(withActions: ["Share", "Cancel"])) }
  }

  @Test func withActionsFailsListingWhatWasRecorded() {
    let spy = spy(
      .actionSheet(actions: [.default("Share"), .destructive("Delete"), .cancel("Cancel")]))
    expectMessage(
      #"expected to have shown actionSheet with actions ["Share", "Cancel"], but recorded: "#
        + #"[actionSheet(actions: [.default("Share"), .destructive("Delete"), .cancel("Cancel")])]"#
    ) {
      expect(spy).to(haveShownActionSheet(withActions: ["Share", "Cancel"]))
    }
  }

  @Test func withActionsNegation() {
    let spy = spy(photo)
    expectNoFailure { expect(spy).toNot(haveShownActionSheet(withActions: ["Share"])) }
    expectMessage(
      #"expected to not have shown actionSheet with actions ["Share", "Cancel"], but recorded: "#
        + "[\(photoText)]"
    ) {
      expect(spy).toNot(haveShownActionSheet(withActions: ["Share", "Cancel"]))
    }
  }

  @Test func withActionsNilSpy() {
    let spy: AlertSpy? = nil
    expectMessage(
      #"expected to have shown actionSheet with actions ["Share", "Cancel"], got <nil>"#
    ) {
      expect(spy).to(haveShownActionSheet(withActions: ["Share", "Cancel"]))
    }
  }

  // MARK: actions with their styles

  @Test func withStyledActionsComparesTitlesAndStyles() {
    let spy = spy(photo)
    expectNoFailure {
      expect(spy).to(haveShownActionSheet(withActions: [.default("Share"), .cancel("Cancel")]))
      expect(spy).toNot(haveShownActionSheet(withActions: [.default("Share"), .default("Cancel")]))
    }
    expectMessages([
      #"expected to have shown actionSheet with actions [.default("Share"), .default("Cancel")], "#
        + "but recorded: [\(photoText)]",
      #"expected to not have shown actionSheet with actions [.default("Share"), "#
        + #".cancel("Cancel")], but recorded: [\#(photoText)]"#,
      #"expected to have shown actionSheet with actions [.default("Share")], got <nil>"#,
    ]) {
      expect(spy).to(haveShownActionSheet(withActions: [.default("Share"), .default("Cancel")]))
      expect(spy).toNot(haveShownActionSheet(withActions: [.default("Share"), .cancel("Cancel")]))
      expect(nil as AlertSpy?).to(haveShownActionSheet(withActions: [.default("Share")]))
    }
  }
}

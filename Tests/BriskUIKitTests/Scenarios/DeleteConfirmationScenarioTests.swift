import BriskTestSupport
import BriskUIKit
import Testing
import UIKit

/// A screen that asks before deleting its photo, through an injected alert presenter.
private final class PhotoViewController: UIViewController {
  private let alerts: any AlertPresenter
  private(set) var photos = ["beach.jpg"]

  init(alerts: any AlertPresenter) {
    self.alerts = alerts
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    nil
  }

  func deleteTapped() {
    alerts.present(
      .alert(
        title: "Delete photo?", message: "This cannot be undone.",
        actions: [
          .cancel("Cancel"),
          .destructive("Delete") { [weak self] _ in self?.photos.removeAll() },
        ],
        preferredAction: "Delete"),
      from: self)
  }
}

/// The same screen written without the seam: it builds its `UIAlertController` itself.
private final class LegacyPhotoViewController: UIViewController {
  private(set) var photos = ["beach.jpg"]

  func deleteTapped() {
    let alert = UIAlertController(
      title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
        self?.photos.removeAll()
      })
    present(alert, animated: true)
  }
}

// Scenario: "Delete asks for confirmation; Cancel does nothing; Delete deletes", first through the
// seam with the spy (no window, no waiting), then in a real key window, where UIKit presents a
// real UIAlertController and a tap dismisses it before running the handler.
@MainActor
@Suite struct DeleteConfirmationScenario {
  @Test func withTheSpy() {
    let alerts = AlertSpy()
    let subject = PhotoViewController(alerts: alerts)

    subject.deleteTapped()
    expect(alerts).to(haveShownAlert(title: "Delete photo?", message: "This cannot be undone."))
    expect(alerts).to(haveShownAlert(withActions: ["Cancel", "Delete"]))
    expect(alerts.visibleAlert?.preferredAction) == "Delete"
    expect(subject.photos) == ["beach.jpg"]

    alerts.tap("Cancel")
    expect(subject.photos) == ["beach.jpg"]

    subject.deleteTapped()
    alerts.tap("Delete")
    expect(subject.photos).to(beEmpty())
    expect(alerts.alerts).to(haveCount(2))
  }

  @Test func aMissingConfirmationListsWhatWasShown() {
    let alerts = AlertSpy()
    PhotoViewController(alerts: alerts).deleteTapped()
    expectMessage(
      #"expected to have shown alert(title: "Delete?", message: nil), but recorded: "#
        + #"[alert(title: "Delete photo?", message: "This cannot be undone.", actions: "#
        + #"[.cancel("Cancel"), .destructive("Delete")], preferredAction: "Delete")]"#
    ) {
      expect(alerts).to(haveShownAlert(title: "Delete?", message: nil))
    }
  }
}

extension KeyWindowTests {
  @MainActor @Suite struct DeleteConfirmationInAKeyWindowScenario {
    @Test func throughUIKitAlertPresenter() async {
      let subject = PhotoViewController(alerts: UIKitAlertPresenter())
      await withKeyWindow(hosting: subject) { window in
        subject.deleteTapped()
        expect(window.shownAlerts).to(
          haveShownAlert(title: "Delete photo?", message: "This cannot be undone."))
        expect(window.shownAlerts).to(haveShownAlert(withActions: ["Cancel", "Delete"]))
        expect(window.shownAlerts.alerts.first?.preferredAction) == "Delete"
        await window.shownAlerts.tap("Cancel")
        expect(subject.photos) == ["beach.jpg"]

        subject.deleteTapped()
        await window.shownAlerts.tap("Delete")
        expect(subject.photos).to(beEmpty())
      }
    }

    @Test func aScreenThatBuildsItsOwnAlert() async {
      let subject = LegacyPhotoViewController()
      await withKeyWindow(hosting: subject) { window in
        subject.deleteTapped()
        expect(window.shownAlerts).to(
          haveShownAlert(title: "Delete photo?", message: "This cannot be undone."))
        await window.shownAlerts.tap("Cancel")
        expect(subject.photos) == ["beach.jpg"]

        subject.deleteTapped()
        await window.shownAlerts.tap("Delete")
        expect(subject.photos).to(beEmpty())
      }
    }
  }
}

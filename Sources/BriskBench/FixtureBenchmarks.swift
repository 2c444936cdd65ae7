import BriskFixtures
import Foundation

/// µs per spy-based presentation test (issue #4): build the subject with an injected
/// `PresenterSpy`, let it present, assert on the spy. It stands in for a test that hosts the
/// subject in a key window and waits for UIKit's animated transition, about 0.3 s. Then µs per
/// alert presented and tapped through `AlertSpy` (issue #22).
enum FixtureBenchmarks {
  /// What a real transition makes a test wait: UIKit's standard animation, in µs.
  private static let animatedTransition = 300_000.0

  private final class Screen {}

  /// A screen that shows a product's detail through its presenter, as an app's would.
  private final class ProductList {
    let presenter: PresenterSpy<AnyObject>
    let detail = Screen()

    init(presenter: PresenterSpy<AnyObject>) {
      self.presenter = presenter
    }

    func didSelectProduct() {
      presenter.present(detail: detail, from: self)
    }
  }

  /// A screen that asks before deleting its photo, through its alert presenter, as an app's
  /// would.
  private final class PhotoList {
    let alerts: AlertSpy
    private(set) var photos = ["beach.jpg"]

    init(alerts: AlertSpy) {
      self.alerts = alerts
    }

    func deleteTapped() {
      alerts.present(
        .alert(
          title: "Delete photo?", message: "This cannot be undone.",
          actions: [
            .cancel("Cancel"), .destructive("Delete") { [weak self] _ in self?.photos.removeAll() },
          ]),
        from: self)
    }
  }

  static func run() {
    print("fixtures: µs per spy-based presentation test (release build, median of 15 batches)")
    let count = 20_000
    let microseconds = Measure.perOperation(operations: count) {
      var passed = 0
      for _ in 0..<count {
        let presenter = PresenterSpy<AnyObject>()
        let subject = ProductList(presenter: opaque(presenter))
        subject.didSelectProduct()
        if expect(presenter).to(haveShownDetail(subject.detail)).status == .passed,
          expect(presenter.presentations).to(haveCount(1)).status == .passed
        {
          passed += 1
        }
      }
      precondition(passed == count, "a spy-based presentation test failed")
    }.map { $0 / 1_000 }
    Measure.report(
      "spy test: build subject, present, assert", microseconds, unit: "µs",
      target: "target <= 10 µs")
    let speedUp = animatedTransition / Measure.median(microseconds)
    print(
      "  replaces: a real animated transition waits ~0.3 s (300,000 µs) per test; "
        + String(format: "the spy is ~%.0f times faster", speedUp))
    runAlerts()
  }

  /// µs per alert through `AlertSpy` (issue #22): the screen presents its confirmation and the
  /// test taps Delete, whose handler deletes; then the same with the matcher a test would add.
  /// In a window, the alert's appearance and dismissal each wait about 0.3 s.
  private static func runAlerts() {
    let count = 20_000
    let presentAndTap = Measure.perOperation(operations: count) {
      var deleted = 0
      for _ in 0..<count {
        let subject = PhotoList(alerts: opaque(AlertSpy()))
        subject.deleteTapped()
        subject.alerts.tap("Delete")
        if subject.photos.isEmpty { deleted += 1 }
      }
      precondition(deleted == count, "an alert's Delete did not delete")
    }.map { $0 / 1_000 }
    Measure.report(
      "alert: present and tap Delete through AlertSpy", presentAndTap, unit: "µs",
      target: "target < 5 µs")
    let withAssertion = Measure.perOperation(operations: count) {
      var passed = 0
      for _ in 0..<count {
        let subject = PhotoList(alerts: opaque(AlertSpy()))
        subject.deleteTapped()
        let shown = expect(subject.alerts).to(
          haveShownAlert(title: "Delete photo?", message: "This cannot be undone."))
        subject.alerts.tap("Delete")
        if shown.status == .passed, subject.photos.isEmpty { passed += 1 }
      }
      precondition(passed == count, "an alert test failed")
    }.map { $0 / 1_000 }
    Measure.report("alert test: present, haveShownAlert, tap", withAssertion, unit: "µs")
    print(
      "  replaces: in a key window the alert appears and is dismissed, ~0.3 s each, before the "
        + "handler runs")
  }
}

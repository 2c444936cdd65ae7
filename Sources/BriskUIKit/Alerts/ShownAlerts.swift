#if canImport(UIKit)
  public import BriskFixtures
  public import UIKit

  /// The alerts a window shows, read when `UIWindow.shownAlerts` was: every
  /// `UIAlertController` in the chain of presentations from its root, bottom first, except one
  /// that is being dismissed. Usually none or one.
  ///
  /// The alert matchers read it as they read an `AlertSpy`:
  ///
  /// ```swift
  /// withKeyWindow(hosting: subject) { window in
  ///   subject.deleteTapped()   // builds and presents a UIAlertController itself
  ///   expect(window.shownAlerts).to(haveShownAlert(title: "Delete photo?", message: nil))
  ///   expect(window.shownAlerts.alerts.first?.preferredAction) == "Delete"
  /// }
  /// ```
  ///
  /// ```text
  /// expected to have shown alert(title: "Delete photo?", message: nil), but the window shows: []
  /// ```
  ///
  /// Reading needs no private API, so a button cannot be tapped this way: the handlers are UIKit's
  /// secret. Test what a button does through the `AlertPresenter` seam and `AlertSpy`. A window
  /// host's teardown dismisses an alert its window still shows.
  public struct ShownAlerts: AlertRecording {
    /// The alert controllers, bottom first.
    public let controllers: [UIAlertController]
    /// What each controller shows, read with `AlertRequest(reading:)`.
    public let alerts: [AlertRequest]

    /// `the window shows`, as failure messages introduce the alerts.
    public var alertsPhrase: String {
      "the window shows"
    }

    @MainActor
    init(_ controllers: [UIAlertController]) {
      self.controllers = controllers
      alerts = controllers.map(AlertRequest.init(reading:))
    }
  }

  extension UIWindow {
    /// The alerts the window shows now: every `UIAlertController` its root presented, directly
    /// or through the controllers it presented, that is not being dismissed.
    public var shownAlerts: ShownAlerts {
      var controllers: [UIAlertController] = []
      var current = rootViewController?.presentedViewController
      while let shown = current {
        if let alert = shown as? UIAlertController, !alert.isBeingDismissed {
          controllers.append(alert)
        }
        current = shown.presentedViewController
      }
      return ShownAlerts(controllers)
    }

    /// Dismisses, without animation, the first alert the window shows and what it presented: its
    /// handlers usually hold the screen, and only a tap, which a test cannot make, would let go.
    /// The dismissal ends at the main queue's next turn.
    func dismissShownAlerts() {
      guard let alert = shownAlerts.controllers.first else { return }
      alert.presentingViewController?.dismiss(animated: false)
    }
  }
#endif

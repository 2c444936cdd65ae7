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
  /// A controller's `shownAlerts` reads its window's. A controller in no window has shown
  /// nothing, as UIKit presents nothing from it, and every matcher says so:
  ///
  /// ```text
  /// expected to have shown alert(title: "Delete photo?", message: nil), but <PhotoViewController> is in no window, so UIKit presents nothing from it: host it first, with withKeyWindow(hosting:)
  /// ```
  ///
  /// Reading needs no private API. Tapping a button (``tap(_:fileID:filePath:line:column:)``)
  /// reads the action's handler, which UIKit keeps private; see the list in `PrivateReads.swift`.
  /// A window host's teardown dismisses an alert its window still shows.
  public struct ShownAlerts: AlertRecording {
    /// The alert controllers, bottom first.
    public let controllers: [UIAlertController]
    /// What each controller shows, read with `AlertRequest(reading:)`.
    public let alerts: [AlertRequest]
    /// The controller that was read but is in no window, named as messages name it; `nil` when
    /// a window was read.
    let controllerInNoWindow: String?

    /// `the window shows`, as failure messages introduce the alerts.
    public var alertsPhrase: String {
      "the window shows"
    }

    /// For a controller in no window, `<Screen> is in no window, so UIKit presents nothing from
    /// it: host it first, with withKeyWindow(hosting:)`; otherwise `nil`.
    public var unreadableReason: String? {
      controllerInNoWindow.map {
        "\($0) is in no window, so UIKit presents nothing from it: host it first, with "
          + "withKeyWindow(hosting:)"
      }
    }

    @MainActor
    init(_ controllers: [UIAlertController]) {
      self.controllers = controllers
      alerts = controllers.map(AlertRequest.init(reading:))
      controllerInNoWindow = nil
    }

    /// What a controller in no window shows: nothing.
    init(inNoWindow controller: UIViewController) {
      controllers = []
      alerts = []
      controllerInNoWindow = "<\(type(of: controller))>"
    }
  }

  extension UIViewController {
    /// The alerts the window that holds this controller's view shows now, as
    /// `UIWindow.shownAlerts` reads them; for a controller in no window, none, and matchers and
    /// taps say that it is in no window.
    ///
    /// ```swift
    /// await withKeyWindow(hosting: subject) { _ in
    ///   subject.deleteTapped()
    ///   expect(subject.shownAlerts).to(haveShownAlert(title: "Delete photo?", message: nil))
    ///   await subject.shownAlerts.tap("Delete")
    /// }
    /// ```
    public var shownAlerts: ShownAlerts {
      guard isViewLoaded, let window = view.window else { return ShownAlerts(inNoWindow: self) }
      return window.shownAlerts
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
    /// handlers usually hold the screen, and a test that never taps a button would not let go.
    /// The dismissal ends at the main queue's next turn.
    func dismissShownAlerts() {
      guard let alert = shownAlerts.controllers.first else { return }
      alert.presentingViewController?.dismiss(animated: false)
    }
  }
#endif

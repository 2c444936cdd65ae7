#if canImport(UIKit)
  public import UIKit

  /// Shows alerts and action sheets, behind a protocol so tests can record them and tap their
  /// buttons, which UIKit keeps private.
  ///
  /// Inject it where the screen would build a `UIAlertController` and present it itself:
  ///
  /// ```swift
  /// final class PhotoViewController: UIViewController {
  ///   private let alerts: any AlertPresenter
  ///
  ///   init(alerts: any AlertPresenter = UIKitAlertPresenter()) {
  ///     self.alerts = alerts
  ///     super.init(nibName: nil, bundle: nil)
  ///   }
  ///
  ///   func deleteTapped() {
  ///     alerts.present(
  ///       .alert(
  ///         title: "Delete photo?", message: "This cannot be undone.",
  ///         actions: [.cancel("Cancel"), .destructive("Delete") { _ in self.deletePhoto() }]),
  ///       from: self)
  ///   }
  /// }
  /// ```
  ///
  /// The app uses ``UIKitAlertPresenter``, which presents a real `UIAlertController`; tests use
  /// `AlertSpy`, which records each alert at once and runs a button's handler on
  /// `tap("Delete")`, with no window and no waiting.
  ///
  /// It carries what `present(_:animated:completion:)` carries: whether to animate, and what to
  /// run once the alert is on screen. `present(_:from:)` animates and runs nothing after.
  @MainActor
  public protocol AlertPresenter {
    /// Shows `alert` from `presenting`.
    /// - Parameters:
    ///   - alert: The alert or action sheet to show.
    ///   - presenting: The controller that asks.
    ///   - animated: Whether the alert animates in.
    ///   - completion: What to run once it is on screen, or `nil`.
    func present(
      _ alert: AlertRequest, from presenting: UIViewController, animated: Bool,
      completion: (() -> Void)?)
  }

  extension AlertPresenter {
    /// Shows `alert` from `presenting`, animated unless `animated` is `false`, with no
    /// completion.
    /// - Parameters:
    ///   - alert: The alert or action sheet to show.
    ///   - presenting: The controller that asks.
    ///   - animated: Whether the alert animates in; `true` unless given.
    public func present(
      _ alert: AlertRequest, from presenting: UIViewController, animated: Bool = true
    ) {
      present(alert, from: presenting, animated: animated, completion: nil)
    }
  }
#endif

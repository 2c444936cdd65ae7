#if canImport(UIKit)
  public import UIKit

  /// The ``AlertPresenter`` an app uses: it builds a `UIAlertController` from the request and
  /// presents it, passing on `animated` and the completion.
  ///
  /// On an iPad an action sheet is a popover, which UIKit refuses to present without something to
  /// point at. It points at the request's ``AlertRequest/anchor``; without one, at the middle of
  /// the presenting controller's view, with no arrow, so that an action sheet never raises.
  ///
  /// Keep one test of it against a real window (see `hostInKeyWindow(_:)`), and test screens with
  /// `AlertSpy` instead.
  @MainActor
  public struct UIKitAlertPresenter: AlertPresenter {
    /// Creates the presenter.
    public init() {}

    /// Presents `UIAlertController(alert)` from `presenting`, its popover anchored as described
    /// above.
    /// - Parameters:
    ///   - alert: The alert or action sheet to show.
    ///   - presenting: The controller that asks.
    ///   - animated: Passed on to `present(_:animated:completion:)`.
    ///   - completion: Passed on to `present(_:animated:completion:)`: UIKit runs it once the
    ///     alert is on screen.
    public func present(
      _ alert: AlertRequest, from presenting: UIViewController, animated: Bool,
      completion: (() -> Void)?
    ) {
      let controller = UIAlertController(alert)
      controller.anchorPopover(at: alert.anchor, orIn: presenting)
      presenting.present(controller, animated: animated, completion: completion)
    }
  }
#endif

#if canImport(UIKit)
  public import UIKit

  /// The ``ControllerPresenter`` an app uses: each request calls the UIKit method that performs
  /// it.
  ///
  /// Keep one test of each method against a real window (see `hostInKeyWindow(_:)`), and test
  /// screens with `PresenterSpy<UIViewController>` instead.
  @MainActor
  public struct UIKitControllerPresenter: ControllerPresenter {
    /// Creates the presenter.
    public init() {}

    /// Calls `from.showDetailViewController(detail, sender: from)`.
    /// - Parameters:
    ///   - detail: The controller to show.
    ///   - from: The controller that asks.
    public func present(detail: UIViewController, from: UIViewController) {
      from.showDetailViewController(detail, sender: from)
    }

    #if !os(tvOS)  // UIKit has no popovers on tvOS.
      /// Sets `popover.modalPresentationStyle` to `.popover`, runs `configure` on its popover
      /// presentation controller, then presents it from `from`, animated.
      /// - Parameters:
      ///   - popover: The controller to show in a popover.
      ///   - from: The controller that asks.
      ///   - configure: Sets the popover's source view, rectangle and arrow directions.
      public func present(
        popover: UIViewController,
        from: UIViewController,
        configure: (UIPopoverPresentationController) -> Void
      ) {
        popover.modalPresentationStyle = .popover
        if let controller = popover.popoverPresentationController { configure(controller) }
        from.present(popover, animated: true)
      }
    #endif

    /// Pushes `navigation`, animated, onto `from`'s navigation controller (or onto `from`, if it
    /// is one). Without a navigation controller it does nothing, rather than presenting
    /// modally by surprise.
    /// - Parameters:
    ///   - navigation: The controller to push.
    ///   - from: The controller that asks.
    public func present(navigation: UIViewController, from: UIViewController) {
      guard let stack = from as? UINavigationController ?? from.navigationController else {
        return
      }
      stack.pushViewController(navigation, animated: true)
    }

    /// Calls `from.show(default, sender: from)`.
    /// - Parameters:
    ///   - default: The controller to show.
    ///   - from: The controller that asks.
    public func present(default: UIViewController, from: UIViewController) {
      from.show(`default`, sender: from)
    }

    /// Calls `from.present(modal, animated: animated, completion: completion)`.
    /// - Parameters:
    ///   - modal: The controller to present.
    ///   - from: The controller that asks.
    ///   - animated: Whether the presentation animates.
    ///   - completion: What to run once it finished.
    public func present(
      modal: UIViewController, from: UIViewController, animated: Bool, completion: (() -> Void)?
    ) {
      from.present(modal, animated: animated, completion: completion)
    }

    /// Calls `controller.dismiss(animated: animated, completion: completion)`.
    /// - Parameters:
    ///   - controller: The controller asked to dismiss.
    ///   - animated: Whether the dismissal animates.
    ///   - completion: What to run once it finished.
    public func dismiss(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
      controller.dismiss(animated: animated, completion: completion)
    }
  }
#endif

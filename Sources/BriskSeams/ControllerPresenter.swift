#if canImport(UIKit)
  public import UIKit

  /// The transitions a screen asks for, behind a protocol so tests can record them instead of
  /// waiting for UIKit to perform them.
  ///
  /// Inject it where the screen would call `show`, `present` or `pushViewController` itself:
  ///
  /// ```swift
  /// final class ProductViewController: UIViewController {
  ///   private let presenter: any ControllerPresenter
  ///
  ///   init(presenter: any ControllerPresenter = UIKitControllerPresenter()) {
  ///     self.presenter = presenter
  ///     super.init(nibName: nil, bundle: nil)
  ///   }
  ///
  ///   func didSelect(_ product: Product) {
  ///     presenter.present(detail: ProductDetailViewController(product), from: self)
  ///   }
  /// }
  /// ```
  ///
  /// The app uses ``UIKitControllerPresenter``, which calls UIKit; tests use
  /// `PresenterSpy<UIViewController>`, which records each request at once, with no window and no
  /// waiting.
  @MainActor
  public protocol ControllerPresenter {
    /// Shows `detail` in the detail column of the nearest split view controller.
    /// - Parameters:
    ///   - detail: The controller to show.
    ///   - from: The controller that asks.
    func present(detail: UIViewController, from: UIViewController)

    #if !os(tvOS)  // UIKit has no popovers on tvOS.
      /// Presents `popover` as a popover, after `configure` sets up where it points.
      /// - Parameters:
      ///   - popover: The controller to show in a popover.
      ///   - from: The controller that asks.
      ///   - configure: Sets the popover's source view, rectangle and arrow directions.
      func present(
        popover: UIViewController,
        from: UIViewController,
        configure: (UIPopoverPresentationController) -> Void
      )
    #endif

    /// Pushes `navigation` onto the navigation stack that `from` is in.
    /// - Parameters:
    ///   - navigation: The controller to push.
    ///   - from: The controller that asks.
    func present(navigation: UIViewController, from: UIViewController)

    /// Shows `default` the way `show(_:sender:)` does where `from` is: pushed in a navigation
    /// controller, presented modally otherwise.
    /// - Parameters:
    ///   - default: The controller to show.
    ///   - from: The controller that asks.
    func present(default: UIViewController, from: UIViewController)

    /// Presents `modal` modally.
    /// - Parameters:
    ///   - modal: The controller to present.
    ///   - from: The controller that asks.
    ///   - animated: Whether the presentation animates.
    ///   - completion: What to run once it finished.
    func present(
      modal: UIViewController, from: UIViewController, animated: Bool, completion: (() -> Void)?
    )

    /// Dismisses what `controller` presented or, if it presented nothing, `controller` itself.
    /// - Parameters:
    ///   - controller: The controller asked to dismiss.
    ///   - animated: Whether the dismissal animates.
    ///   - completion: What to run once it finished.
    func dismiss(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?)
  }
#endif

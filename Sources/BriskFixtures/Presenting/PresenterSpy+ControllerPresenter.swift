#if canImport(UIKit)
  public import UIKit

  /// `PresenterSpy<UIViewController>` is a `ControllerPresenter`: inject it to record a
  /// screen's transitions instead of performing them. The conformance lives with the spy, so a
  /// test target that links only BriskFixtures gets it.
  ///
  /// ```swift
  /// let presenter = PresenterSpy<UIViewController>()
  /// let subject = ProductViewController(presenter: presenter)
  /// subject.didSelect(product)
  /// expect(presenter).to(havePresented(subject.detail, as: .detail, from: subject))
  /// ```
  extension PresenterSpy: ControllerPresenter where Controller == UIViewController {}

  #if !os(tvOS)  // UIKit has no popovers on tvOS.
    extension PresenterSpy where Controller == UIViewController {
      /// Records a popover. As `UIKitControllerPresenter` does, it sets the controller's
      /// `modalPresentationStyle` to `.popover` and runs `configure` on its popover presentation
      /// controller, which the record keeps: read it with `popoverPresentationController`.
      /// - Parameters:
      ///   - popover: The controller to show in a popover.
      ///   - presenting: The controller that asks.
      ///   - configure: Sets the popover's source view, rectangle and arrow directions.
      @MainActor
      public func present(
        popover: UIViewController,
        from presenting: UIViewController,
        configure: (UIPopoverPresentationController) -> Void
      ) {
        popover.modalPresentationStyle = .popover
        present(
          popover: popover, from: presenting,
          configuration: popover.popoverPresentationController, configure: configure)
      }
    }

    extension Presentation where Controller == UIViewController {
      /// For a popover, the popover presentation controller the caller configured: check its
      /// `sourceView`, `sourceRect` or `permittedArrowDirections`.
      public var popoverPresentationController: UIPopoverPresentationController? {
        popoverConfiguration as? UIPopoverPresentationController
      }
    }
  #endif
#endif

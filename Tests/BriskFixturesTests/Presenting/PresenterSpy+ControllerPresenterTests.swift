// Only BriskFixtures (with the expectation API it re-exports) is imported, and this test target
// does not depend on BriskUIKit: the conformance comes with the spy. Compiled where UIKit exists,
// and on Linux with the UIKit stand-in (BRISK_UIKIT_STANDIN=1).
#if canImport(UIKit)
  import BriskFixtures
  import Testing
  import UIKit

  private final class RootScreen: UIViewController {}
  private final class DetailScreen: UIViewController {}
  private final class OtherScreen: UIViewController {}

  /// `PresenterSpy<UIViewController>` as a `ControllerPresenter`: every request is recorded at
  /// once, with no window.
  @MainActor
  @Suite struct PresenterSpyControllerPresenterTests {
    @Test func recordsEveryRequestThroughTheProtocol() {
      let spy = PresenterSpy<UIViewController>()
      let presenter: any ControllerPresenter = spy
      let (subject, detail) = (RootScreen(), DetailScreen())
      presenter.present(detail: detail, from: subject)
      presenter.present(navigation: detail, from: subject)
      presenter.present(default: detail, from: subject)
      presenter.present(modal: detail, from: subject, animated: true, completion: nil)
      presenter.dismiss(detail, animated: false, completion: nil)
      #expect(
        spy.description
          == "[detail(<DetailScreen>) from <RootScreen>, navigation(<DetailScreen>) from "
          + "<RootScreen>, default(<DetailScreen>) from <RootScreen>, modal(<DetailScreen>, "
          + "animated: true) from <RootScreen>, dismiss(animated: false) from <DetailScreen>]")
      #expect(subject.presentedViewController == nil)
    }

    @Test func popoverKeepsTheConfiguredPopoverPresentationController() {
      let spy = PresenterSpy<UIViewController>()
      let presenter: any ControllerPresenter = spy
      let (subject, menu) = (RootScreen(), OtherScreen())
      let anchor = UIView()
      presenter.present(popover: menu, from: subject) { popover in
        popover.sourceView = anchor
        popover.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
      }
      expect(spy).to(havePresented(menu, as: .popover, from: subject))
      #expect(menu.modalPresentationStyle == .popover)
      let popover = spy.last?.popoverPresentationController
      #expect(popover === menu.popoverPresentationController)
      #expect(popover?.sourceView === anchor)
      #expect(popover?.sourceRect == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func otherKindsHaveNoPopoverPresentationController() {
      let spy = PresenterSpy<UIViewController>()
      spy.present(detail: DetailScreen(), from: RootScreen())
      #expect(spy.last?.popoverPresentationController == nil)
    }

    @Test func keepsTheCompletionsForTheTestToRun() {
      let spy = PresenterSpy<UIViewController>()
      var finished = false
      spy.present(modal: OtherScreen(), from: RootScreen(), animated: true) { finished = true }
      #expect(!finished)
      spy.last?.completion?()
      #expect(finished)
    }
  }
#endif

import BriskUIKit
import Testing
import UIKit

extension KeyWindowTests {
  /// The real presenter, checked once per method against real transitions in a key window.
  @MainActor @Suite struct UIKitControllerPresenterTests {
    private let presenter: any ControllerPresenter = UIKitControllerPresenter()

    @Test func detailGoesToTheSplitViewsSecondColumn() async {
      let (subject, detail) = (RootScreen(), DetailScreen())
      let host = hostInSplitView(primary: subject)
      defer { host.tearDown() }
      presenter.present(detail: detail, from: subject)
      await expect(host.root?.viewControllers).toEventually(equal([subject, detail]))
    }

    @Test func popoverIsConfiguredThenPresented() async {
      let (subject, menu) = (RootScreen(), OtherScreen())
      let anchor = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
      let host = hostInKeyWindow(subject)
      defer { host.tearDown() }
      presenter.present(popover: menu, from: subject) { popover in
        popover.sourceView = anchor
        popover.permittedArrowDirections = .up
      }
      #expect(menu.modalPresentationStyle == .popover)
      #expect(menu.popoverPresentationController?.sourceView === anchor)
      #expect(menu.popoverPresentationController?.permittedArrowDirections == .up)
      await expect(subject.presentedViewController).toEventually(beIdenticalTo(menu))
    }

    @Test func navigationPushesOntoTheStack() async {
      let (subject, detail) = (RootScreen(), DetailScreen())
      let host = hostInNavigationController(root: subject)
      defer { host.tearDown() }
      presenter.present(navigation: detail, from: subject)
      await expect(host.root?.topViewController).toEventually(beIdenticalTo(detail))
    }

    @Test func navigationFromTheNavigationControllerItselfPushes() async {
      let (subject, detail) = (RootScreen(), DetailScreen())
      let host = hostInNavigationController(root: subject)
      defer { host.tearDown() }
      guard let navigationController = host.root else { return }
      presenter.present(navigation: detail, from: navigationController)
      await expect(host.root?.topViewController).toEventually(beIdenticalTo(detail))
    }

    @Test func navigationWithoutANavigationControllerDoesNothing() async {
      let (subject, detail) = (RootScreen(), DetailScreen())
      let host = hostInKeyWindow(subject)
      defer { host.tearDown() }
      presenter.present(navigation: detail, from: subject)
      await expect(subject.presentedViewController).toAlways(beNil(), until: .milliseconds(500))
      #expect(detail.parent == nil)
    }

    @Test func defaultPushesInANavigationController() async {
      let (subject, detail) = (RootScreen(), DetailScreen())
      let host = hostInNavigationController(root: subject)
      defer { host.tearDown() }
      presenter.present(default: detail, from: subject)
      await expect(host.root?.topViewController).toEventually(beIdenticalTo(detail))
    }

    @Test func defaultPresentsOutsideANavigationController() async {
      let (subject, detail) = (RootScreen(), DetailScreen())
      let host = hostInKeyWindow(subject)
      defer { host.tearDown() }
      presenter.present(default: detail, from: subject)
      await expect(subject.presentedViewController).toEventually(beIdenticalTo(detail))
    }

    @Test func modalPresentsThenRunsTheCompletion() async {
      let (subject, login) = (RootScreen(), OtherScreen())
      let host = hostInKeyWindow(subject)
      defer { host.tearDown() }
      var completed = false
      presenter.present(modal: login, from: subject, animated: false) { completed = true }
      #expect(!completed)
      await expect(completed).toEventually(beTrue())
      #expect(subject.presentedViewController === login)
    }

    @Test func dismissRemovesThePresentedControllerThenRunsTheCompletion() async {
      let (subject, login) = (RootScreen(), OtherScreen())
      let host = hostInKeyWindow(subject)
      defer { host.tearDown() }
      presenter.present(modal: login, from: subject, animated: false, completion: nil)
      #expect(subject.presentedViewController === login)
      await expect(login.isBeingPresented).toEventually(beFalse())
      var completed = false
      presenter.dismiss(login, animated: true) { completed = true }
      await expect(completed).toEventually(beTrue())
      #expect(subject.presentedViewController == nil)
      #expect(login.presentingViewController == nil)
    }
  }
}

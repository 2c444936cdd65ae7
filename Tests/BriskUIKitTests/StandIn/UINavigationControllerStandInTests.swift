import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct UINavigationControllerStandInTests {
  @Test func settingTheStackTakesEffectAtOnce() {
    let (first, second) = (RootScreen(), OtherScreen())
    let navigationController = UINavigationController(rootViewController: first)
    navigationController.viewControllers = [second, first]
    #expect(navigationController.viewControllers == [second, first])
    #expect(navigationController.topViewController === first)
    #expect(navigationController.visibleViewController === first)
    navigationController.setViewControllers([second], animated: true)
    #expect(first.parent == nil)
    #expect(second.parent === navigationController)
  }

  @Test func outsideAKeyWindowPushAndPopDoNothing() async {
    let (first, second) = (RootScreen(), OtherScreen())
    let navigationController = UINavigationController(rootViewController: first)
    navigationController.pushViewController(second, animated: false)
    #expect(navigationController.popViewController(animated: false) == nil)
    await expect(navigationController.viewControllers.count).toAlways(
      equal(1), until: .milliseconds(100))
  }

  @Test func theTopViewIsTheOnlyOneShown() {
    let (first, second) = (RootScreen(), OtherScreen())
    let navigationController = UINavigationController(rootViewController: first)
    navigationController.loadViewIfNeeded()
    #expect(first.view.superview === navigationController.view)
    navigationController.viewControllers = [first, second]
    #expect(first.view.superview == nil)
    #expect(second.view.superview === navigationController.view)
  }
}

extension KeyWindowTests {
  @MainActor @Suite struct UINavigationControllerTransitionStandInTests {
    @Test func popReturnsTheTopAndRemovesItLater() async {
      let (first, second) = (RootScreen(), OtherScreen())
      let host = hostInNavigationController(root: first)
      defer { host.tearDown() }
      guard let navigationController = host.root else { return }
      navigationController.pushViewController(second, animated: false)
      await expect(navigationController.topViewController).toEventually(beIdenticalTo(second))
      #expect(navigationController.popViewController(animated: true) === second)
      #expect(navigationController.topViewController === second)
      await expect(navigationController.topViewController).toEventually(beIdenticalTo(first))
      #expect(navigationController.popViewController(animated: false) == nil)
    }

    @Test func aControllerAlreadyInTheStackIsNotPushedAgain() async {
      let first = RootScreen()
      let host = hostInNavigationController(root: first)
      defer { host.tearDown() }
      host.root?.pushViewController(first, animated: false)
      await expect(host.root?.viewControllers.count).toAlways(equal(1), until: .milliseconds(100))
    }
  }
}

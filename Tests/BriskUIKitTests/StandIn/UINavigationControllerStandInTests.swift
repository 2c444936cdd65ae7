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

  // A navigation controller pushes without a window (community evidence: the Masilotti
  // newsletter, edition V; Jon Reid, iOS Unit Testing by Example). When viewControllers changes
  // is not documented; the stand-in changes it when the transition ends, the stricter choice.
  @Test func withoutAWindowPushAndPopStillHappenWhenTheTransitionEnds() async {
    let (first, second) = (RootScreen(), OtherScreen())
    let navigationController = UINavigationController(rootViewController: first)
    navigationController.pushViewController(second, animated: false)
    #expect(navigationController.viewControllers == [first])
    await expect(navigationController.topViewController).toEventually(beIdenticalTo(second))
    #expect(navigationController.popViewController(animated: true) === second)
    await expect(navigationController.viewControllers).toEventually(equal([first]))
    #expect(navigationController.popViewController(animated: false) == nil)
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

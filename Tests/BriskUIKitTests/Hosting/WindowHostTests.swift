import BriskTestSupport
import BriskUIKit
import Testing
import UIKit

extension KeyWindowTests {
  @MainActor @Suite struct WindowHostTests {
    @Test func hostsTheRootInAKeyVisibleWindowTheSizeOfTheScreen() {
      let root = RootScreen()
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      #expect(host.window?.isKeyWindow == true)
      #expect(host.window?.isHidden == false)
      #expect(host.window?.frame == UIScreen.main.bounds)
      #expect(host.window?.rootViewController === root)
      #expect(host.root === root)
      #expect(root.view.window === host.window)
      #expect(!host.isTornDown)
    }

    @Test func tearDownRemovesTheRootAndHidesTheWindow() throws {
      let root = RootScreen()
      let host = hostInKeyWindow(root)
      let window = try #require(host.window)
      host.tearDown()
      #expect(window.rootViewController == nil)
      #expect(window.isHidden)
      #expect(!window.isKeyWindow)
      #expect(root.view.window == nil)
      #expect(host.window == nil)
      #expect(host.root == nil)
      #expect(host.isTornDown)
      host.tearDown()
      #expect(host.isTornDown)
    }

    @Test func tearDownReleasesTheWindowAndTheRoot() {
      let window = WeakBox<UIWindow>(nil)
      let root = WeakBox<RootScreen>(nil)
      do {
        let screen = RootScreen()
        root.object = screen
        let host = hostInKeyWindow(screen)
        window.object = host.window
        host.tearDown()
      }
      #expect(window.object == nil)
      #expect(root.object == nil)
    }

    @Test func aTornDownRootNoLongerTransitions() async {
      let root = RootScreen()
      hostInKeyWindow(root).tearDown()
      root.show(OtherScreen(), sender: nil)
      await expect(root.presentedViewController).toAlways(beNil(), until: .milliseconds(500))
    }

    @Test func theOuterWindowIsKeyAgainWhenAnInnerHostIsTornDown() {
      let outer = hostInKeyWindow(RootScreen())
      defer { outer.tearDown() }
      let inner = hostInKeyWindow(OtherScreen())
      #expect(outer.window?.isKeyWindow == false)
      inner.tearDown()
      #expect(outer.window?.isKeyWindow == true)
    }

    @Test func aChildControllerIsReportedAndHostedAnyway() {
      let navigationController = UINavigationController(rootViewController: RootScreen())
      let child = navigationController.viewControllers[0]
      var line: UInt = 0
      var host: WindowHost<UIViewController>?
      let failures = withFailureCollection {
        line = #line + 1
        host = hostInKeyWindow(child)
      }
      host?.tearDown()
      #expect(
        failures.map(\.message) == [
          "cannot host <RootScreen> in a window: it is a child of <UINavigationController>; host "
            + "that container instead"
        ])
      #expect(failures.first?.location.line == line)
    }

    @Test func aControllerAlreadyInAWindowIsReported() {
      let root = RootScreen()
      let first = hostInKeyWindow(root)
      defer { first.tearDown() }
      expectMessage(
        "cannot host <RootScreen> in a second window: it is already in one; tear the first host "
          + "down before hosting it again"
      ) {
        hostInKeyWindow(root).tearDown()
      }
    }

    @Test func aHostReleasedWithoutTearDownIsReportedWhereItWasMade() {
      let window = WeakBox<UIWindow>(nil)
      var line: UInt = 0
      let failures = withFailureCollection {
        line = #line + 1
        let host = hostInKeyWindow(RootScreen())
        window.object = host.window
      }
      #expect(
        failures.map(\.message) == [
          "the window hosting <RootScreen> was never torn down, so it stays visible and key: call "
            + "tearDown(), or use withKeyWindow(hosting:) or an XCTestCase host, which tear down "
            + "for you"
        ])
      #expect(failures.first?.location.line == line)
      #expect(window.object?.isKeyWindow == true)
      window.object?.isHidden = true
      #expect(window.object == nil)
    }
  }
}

extension KeyWindowTests {
  /// The host's window and the app's scenes, checked against whatever scenes the app has: none in
  /// a test bundle without a host app (the stand-in's case), one in an app that hosts the tests.
  @MainActor @Suite struct WindowHostScenesTests {
    @Test func theWindowJoinsTheForegroundActiveSceneIfThereIsOneElseHasNone() {
      let active = UIApplication.shared.connectedScenes
        .compactMap { $0 as? UIWindowScene }
        .first { $0.activationState == .foregroundActive }
      withKeyWindow(hosting: RootScreen()) { window in
        #expect(window.windowScene === active)
        #expect(window.isKeyWindow)
      }
    }

    @Test func tearingDownTheInnerOfTwoHostsLeavesTheOuterKey() throws {
      let outer = hostInKeyWindow(RootScreen())
      defer { outer.tearDown() }
      let outerWindow = try #require(outer.window)
      withKeyWindow(hosting: OtherScreen()) { window in
        #expect(window.isKeyWindow)
        #expect(!outerWindow.isKeyWindow)
      }
      #expect(outerWindow.isKeyWindow)
    }
  }
}

import Brisk
import BriskUIKit
import Testing
import UIKit

extension KeyWindowTests {
  /// Window hosts in an app with a connected scene, which only the stand-in can connect. The
  /// Hosting tests check the other path, and the same facts against Apple's UIKit.
  @MainActor @Suite struct WindowHostSceneStandInTests {
    @Test func theHostsWindowJoinsTheForegroundActiveScene() async {
      let background = UIWindowScene(standInActivationState: .background)
      let active = UIWindowScene(standInActivationState: .foregroundActive)
      UIApplication.shared.connectStandInScene(background)
      UIApplication.shared.connectStandInScene(active)
      defer {
        UIApplication.shared.disconnectStandInScene(background)
        UIApplication.shared.disconnectStandInScene(active)
      }
      let root = RootScreen()
      await withKeyWindow(hosting: root) { window in
        #expect(window.windowScene === active)
        #expect(window.isKeyWindow)
        root.present(DetailScreen(), animated: false)
        await expect(root.presentedViewController).toEventually(beAKindOf(DetailScreen.self))
      }
      #expect(active.windows.isEmpty)
    }

    @Test func teardownMakesTheScenesPreviousKeyWindowKeyAgain() {
      let scene = UIWindowScene(standInActivationState: .foregroundActive)
      UIApplication.shared.connectStandInScene(scene)
      defer { UIApplication.shared.disconnectStandInScene(scene) }
      let (appWindow, laterWindow) = (UIWindow(windowScene: scene), UIWindow(windowScene: scene))
      appWindow.makeKeyAndVisible()
      laterWindow.makeKeyAndVisible()
      appWindow.makeKey()
      defer {
        appWindow.isHidden = true
        laterWindow.isHidden = true
      }
      withKeyWindow(hosting: RootScreen()) { window in
        #expect(window.isKeyWindow)
        #expect(!appWindow.isKeyWindow)
      }
      #expect(appWindow.isKeyWindow)
    }
  }
}

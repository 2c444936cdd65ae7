import BriskUIKit
import Testing
import UIKit

extension KeyWindowTests {
  @MainActor @Suite struct WithKeyWindowTests {
    private struct Stop: Error {}

    @Test func hostsForTheBodyThenTearsDown() {
      let root = RootScreen()
      let hosting = WeakBox<UIWindow>(nil)
      withKeyWindow(hosting: root) { window in
        hosting.object = window
        #expect(window.isKeyWindow)
        #expect(window.rootViewController === root)
        #expect(root.view.window === window)
      }
      #expect(root.view.window == nil)
      #expect(hosting.object == nil)
    }

    @Test func asyncHostsWhileTheBodyAwaits() async {
      let root = RootScreen()
      let other = OtherScreen()
      let hosting = WeakBox<UIWindow>(nil)
      await withKeyWindow(hosting: root) { window in
        hosting.object = window
        root.show(other, sender: nil)
        await expect(root.presentedViewController).toEventually(beIdenticalTo(other))
        #expect(window.isKeyWindow)
      }
      #expect(root.view.window == nil)
      #expect(hosting.object == nil)
    }

    @Test func tearsDownWhenTheBodyThrows() async {
      let root = RootScreen()
      #expect(throws: Stop.self) {
        try withKeyWindow(hosting: root) { _ in throw Stop() }
      }
      #expect(root.view.window == nil)
      await #expect(throws: Stop.self) {
        try await withKeyWindow(hosting: root) { _ in
          await Task.yield()
          throw Stop()
        }
      }
      #expect(root.view.window == nil)
    }
  }
}

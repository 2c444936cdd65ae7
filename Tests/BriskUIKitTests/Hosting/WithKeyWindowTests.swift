import BriskUIKit
import Testing
import UIKit

extension KeyWindowTests {
  @MainActor @Suite struct WithKeyWindowTests {
    private struct Stop: Error {}

    @Test func theBodyRunsInsideOneOfBrisksWaits() async {
      var inside = false
      withKeyWindow(hosting: RootScreen()) { _ in inside = WaitScope.isWaiting }
      #expect(inside)
      inside = false
      await withKeyWindow(hosting: RootScreen()) { _ in
        await Task.yield()
        inside = WaitScope.isWaiting
      }
      #expect(inside)
      #expect(!WaitScope.isWaiting)
    }

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
        await Task.yield()
        hosting.object = window
        root.show(other, sender: nil)
        #expect(root.presentedViewController === other)
        #expect(window.isKeyWindow)
      }
      // The async form waits for the transition the body started before tearing down.
      #expect(!other.isBeingPresented)
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

import Testing
import UIKit

extension KeyWindowTests {
  /// One key window at a time; a visible window lives until it is hidden.
  @MainActor @Suite struct UIWindowStandInTests {
    @Test func aNewWindowIsHiddenAndNotKey() {
      let window = UIWindow(frame: UIScreen.main.bounds)
      #expect(window.isHidden)
      #expect(!window.isKeyWindow)
    }

    @Test func onlyOneWindowIsKeyAndHidingItHandsKeyBack() {
      let (first, second) = (UIWindow(frame: .zero), UIWindow(frame: .zero))
      first.makeKeyAndVisible()
      second.makeKeyAndVisible()
      #expect(second.isKeyWindow)
      #expect(!first.isKeyWindow)
      second.isHidden = true
      #expect(first.isKeyWindow)
      first.isHidden = true
      #expect(!first.isKeyWindow)
    }

    @Test func aVisibleWindowStaysAliveUntilHidden() {
      weak var window: UIWindow?
      do {
        let shown = UIWindow(frame: .zero)
        shown.makeKeyAndVisible()
        window = shown
      }
      #expect(window != nil)
      window?.isHidden = true
      #expect(window == nil)
    }

    @Test func theRootsViewFillsTheWindow() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
      let (first, second) = (RootScreen(), OtherScreen())
      window.rootViewController = first
      #expect(first.view.superview === window)
      #expect(first.view.frame == window.bounds)
      window.rootViewController = second
      #expect(first.view.superview == nil)
      #expect(second.view.window === window)
    }
  }
}

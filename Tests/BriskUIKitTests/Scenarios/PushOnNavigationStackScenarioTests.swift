import BriskUIKit
import Testing
import UIKit

// Scenario 2: a push on a navigation stack, checked with topViewController.
extension KeyWindowTests {
  @MainActor @Suite struct PushOnNavigationStackScenario {
    @Test func showPushesOntoTheNavigationStack() async {
      let subject = RootScreen()
      let other = OtherScreen()
      let host = hostInNavigationController(root: subject)
      defer { host.tearDown() }
      subject.show(other, sender: nil)
      #expect(host.root?.topViewController === subject)
      await expect(host.root?.topViewController).toEventually(beIdenticalTo(other))
      expect(host.root?.viewControllers) == [subject, other]
      expect(subject.presentedViewController).to(beNil())
    }
  }
}

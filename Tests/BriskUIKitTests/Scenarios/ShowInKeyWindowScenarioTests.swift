import BriskUIKit
import Testing
import UIKit

// Scenario 1: a controller that calls show(other, sender:) while hosted in a key window.
extension KeyWindowTests {
  @MainActor @Suite struct ShowInKeyWindowScenario {
    @Test func inAKeyWindowShowPresentsTheOtherController() async {
      let subject = RootScreen()
      let other = OtherScreen()
      await withKeyWindow(hosting: subject) { _ in
        subject.show(other, sender: nil)
        await expect(subject.presentedViewController).toEventually(beIdenticalTo(other))
        await expect(other.presentingViewController).toEventually(beIdenticalTo(subject))
      }
    }

    @Test func withoutAWindowNothingIsPresented() async {
      let subject = RootScreen()
      subject.show(OtherScreen(), sender: nil)
      await expect(subject.presentedViewController).toAlways(beNil(), until: .milliseconds(500))
    }
  }
}

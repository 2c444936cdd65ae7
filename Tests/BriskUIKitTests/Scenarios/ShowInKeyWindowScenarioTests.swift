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
        // Set at once, as on iOS; the transition, and its completion, end later.
        expect(subject.presentedViewController).to(beIdenticalTo(other))
        expect(other.presentingViewController).to(beIdenticalTo(subject))
        expect(other.isBeingPresented).to(beTrue())
        await expect(other.isBeingPresented).toEventually(beFalse())
      }
    }

    @Test func withoutAWindowNothingIsPresented() async {
      let subject = RootScreen()
      subject.show(OtherScreen(), sender: nil)
      await expect(subject.presentedViewController).toAlways(beNil(), until: .milliseconds(500))
    }
  }
}

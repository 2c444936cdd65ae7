import BriskUIKit
import Testing
import UIKit

// Scenario 3: the detail in a two-column split view, checked with viewControllers.
extension KeyWindowTests {
  @MainActor @Suite struct SplitViewDetailScenario {
    @Test func showDetailSetsTheSecondColumn() async {
      let subject = RootScreen()
      let other = DetailScreen()
      let host = hostInSplitView(primary: subject)
      defer { host.tearDown() }
      subject.showDetailViewController(other, sender: nil)
      await expect(host.root?.viewControllers).toEventually(equal([subject, other]))
    }

    @Test func aSecondDetailReplacesTheFirst() async {
      let subject = RootScreen()
      let (first, second) = (DetailScreen(), DetailScreen())
      let host = hostInSplitView(primary: subject)
      defer { host.tearDown() }
      subject.showDetailViewController(first, sender: nil)
      await expect(host.root?.viewControllers).toEventually(equal([subject, first]))
      subject.showDetailViewController(second, sender: nil)
      await expect(host.root?.viewControllers).toEventually(equal([subject, second]))
      #expect(first.parent == nil)
    }
  }
}

import BriskUIKit
import Testing
import UIKit

// Scenario 3: the detail in a split view. UISplitViewController.h, showDetailViewController:
// in a horizontally regular environment the detail becomes the second column; in a compact one
// (every iPhone) the split view is collapsed and the primary is sent showViewController:sender:,
// falling back to a presentation. `hostInSplitView(primary:width:)` makes either.
extension KeyWindowTests {
  @MainActor @Suite struct SplitViewDetailScenario {
    @Test func regularShowDetailSetsTheSecondColumn() async {
      let subject = RootScreen()
      let other = DetailScreen()
      let host = hostInSplitView(primary: subject)
      defer { host.tearDown() }
      #expect(host.root?.isCollapsed == false)
      #expect(host.root?.traitCollection.horizontalSizeClass == .regular)
      subject.showDetailViewController(other, sender: nil)
      await expect(host.root?.viewControllers).toEventually(equal([subject, other]))
    }

    @Test func regularASecondDetailReplacesTheFirst() async {
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

    @Test func compactAPlainPrimaryPresentsTheDetail() async {
      let subject = RootScreen()
      let detail = DetailScreen()
      let host = hostInSplitView(primary: subject, width: .compact)
      defer { host.tearDown() }
      #expect(host.root?.isCollapsed == true)
      subject.showDetailViewController(detail, sender: nil)
      #expect(subject.presentedViewController === detail)
      #expect(host.root?.viewControllers == [subject])
      await expect(detail.isBeingPresented).toEventually(beFalse())
    }

    @Test func compactANavigationPrimaryPushesTheDetail() async {
      let subject = RootScreen()
      let stack = UINavigationController(rootViewController: subject)
      let detail = DetailScreen()
      let host = hostInSplitView(primary: stack, width: .compact)
      defer { host.tearDown() }
      subject.showDetailViewController(detail, sender: nil)
      await expect(stack.topViewController).toEventually(beIdenticalTo(detail))
      #expect(host.root?.viewControllers == [stack])
      #expect(subject.presentedViewController == nil)
    }

    @Test func unspecifiedKeepsTheDevicesWidthWhichIsCompactHere() {
      let host = hostInSplitView(primary: RootScreen(), width: .unspecified)
      defer { host.tearDown() }
      #expect(host.root?.parent == nil)
      #expect(host.root?.isCollapsed == true)
    }
  }
}

import BriskTestSupport
import BriskUIKit
import Testing
import UIKit

extension KeyWindowTests {
  /// Reading the alerts a window shows, and the hosts dismissing them when torn down.
  @MainActor @Suite struct ShownAlertsTests {
    private func deleteAlert() -> UIAlertController {
      let alert = UIAlertController(title: "Delete photo?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
      return alert
    }

    @Test func aControllerInNoWindowHasShownNothingAndEveryMatcherSaysSo() {
      let root = RootScreen()
      root.present(deleteAlert(), animated: false)
      #expect(root.shownAlerts.alerts.isEmpty)
      let reason =
        "<RootScreen> is in no window, so UIKit presents nothing from it: host it first, with "
        + "withKeyWindow(hosting:)"
      #expect(root.shownAlerts.unreadableReason == reason)
      expectMessages([
        #"expected to have shown alert(title: "Delete photo?", message: nil), but "# + reason,
        #"expected to have shown alert with actions ["Cancel"], but "# + reason,
        #"expected to have shown actionSheet with actions [.cancel("Cancel")], but "# + reason,
        #"expected to have shown alert(actions: []), but "# + reason,
      ]) {
        expect(root.shownAlerts).to(haveShownAlert(title: "Delete photo?", message: nil))
        expect(root.shownAlerts).to(haveShownAlert(withActions: ["Cancel"]))
        expect(root.shownAlerts).to(haveShownActionSheet(withActions: [.cancel("Cancel")]))
        expect(root.shownAlerts).to(haveShown(.alert(title: nil, actions: [])))
      }
    }

    @Test func aControllerReadsItsWindowsAlerts() throws {
      let root = RootScreen()
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      let alert = deleteAlert()
      root.present(alert, animated: false)
      #expect(root.shownAlerts.controllers == [alert])
      #expect(root.shownAlerts.unreadableReason == nil)
      expectNoFailure {
        expect(root.shownAlerts).to(
          haveShown(
            .alert(
              title: "Delete photo?", actions: [.cancel("Cancel"), .destructive("Delete")])))
      }
    }

    @Test func aWindowWithNoAlertShowsNone() throws {
      let host = hostInKeyWindow(RootScreen())
      defer { host.tearDown() }
      let window = try #require(host.window)
      #expect(window.shownAlerts.alerts.isEmpty)
      #expect(window.shownAlerts.controllers.isEmpty)
      expectMessage(
        #"expected to have shown alert(title: "Delete photo?", message: nil), but the window "#
          + "shows: []"
      ) {
        expect(window.shownAlerts).to(haveShownAlert(title: "Delete photo?", message: nil))
      }
    }

    @Test func readsTheAlertTheRootPresentedAtOnce() throws {
      let root = RootScreen()
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      let window = try #require(host.window)
      let alert = deleteAlert()
      root.present(alert, animated: true)
      #expect(window.shownAlerts.controllers == [alert])
      #expect(window.shownAlerts.alertsPhrase == "the window shows")
      expectNoFailure {
        expect(window.shownAlerts).to(haveShownAlert(title: "Delete photo?", message: nil))
        expect(window.shownAlerts).to(haveShownAlert(withActions: ["Cancel", "Delete"]))
        expect(window.shownAlerts).toNot(haveShownActionSheet(withActions: ["Cancel", "Delete"]))
      }
      expectMessage(
        #"expected to have shown alert with actions ["OK"], but the window shows: "#
          + #"[alert(title: "Delete photo?", actions: [.cancel("Cancel"), .destructive("Delete")])]"#
      ) {
        expect(window.shownAlerts).to(haveShownAlert(withActions: ["OK"]))
      }
    }

    @Test func findsAnAlertAboveAnotherPresentation() async throws {
      let (root, sheet) = (RootScreen(), OtherScreen())
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      let window = try #require(host.window)
      root.present(sheet, animated: false)
      await expect(sheet.isBeingPresented).toEventually(beFalse())
      #expect(window.shownAlerts.controllers.isEmpty)
      let alert = deleteAlert()
      sheet.present(alert, animated: false)
      #expect(window.shownAlerts.controllers == [alert])
    }

    @Test func anAlertBeingDismissedIsNoLongerShown() async throws {
      let root = RootScreen()
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      let window = try #require(host.window)
      root.present(deleteAlert(), animated: false)
      await expect(root.presentedViewController?.isBeingPresented).toEventually(equal(false))
      root.dismiss(animated: true)
      #expect(root.presentedViewController != nil)
      #expect(window.shownAlerts.alerts.isEmpty)
    }

    @Test func tearingDownDismissesTheAlertTheWindowShows() async {
      let root = RootScreen()
      let host = hostInKeyWindow(root)
      let alert = deleteAlert()
      root.present(alert, animated: false)
      await expect(alert.isBeingPresented).toEventually(beFalse())
      host.tearDown()
      #expect(alert.isBeingDismissed)
      await expect(root.presentedViewController).toEventually(beNil())
    }

    @Test func theAsyncScopeWaitsForThatDismissal() async {
      let root = RootScreen()
      let alert = WeakBox<UIAlertController>(nil)
      await withKeyWindow(hosting: root) { _ in
        let shown = deleteAlert()
        alert.object = shown
        root.present(shown, animated: true)
        await expect(shown.isBeingPresented).toEventually(beFalse())
      }
      #expect(root.presentedViewController == nil)
      #expect(alert.object == nil)
    }
  }
}

import BriskTestSupport
import BriskUIKit
import Testing
import UIKit

extension KeyWindowTests {
  /// Tapping the buttons of an alert the app presented itself, as a finger does.
  @MainActor @Suite struct ShownAlertsTapTests {
    /// VCPS's sample alert: four buttons, one without a handler, the second preferred.
    private final class Counts {
      var taps: [String] = []
    }

    private func sampleAlert(_ counts: Counts, style: UIAlertController.Style = .alert)
      -> UIAlertController
    {
      let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: style)
      alert.addAction(UIAlertAction(title: "No Handler", style: .default))
      for (title, style) in [("Default", .default), ("Cancel", .cancel), ("Destroy", .destructive)]
        as [(String, UIAlertAction.Style)]
      {
        alert.addAction(UIAlertAction(title: title, style: style) { counts.taps.append($0.title!) })
      }
      return alert
    }

    private let described =
      #"alert(title: "Title", message: "Message", actions: [.default("No Handler"), "#
      + #".default("Default"), .cancel("Cancel"), .destructive("Destroy")])"#

    @Test func aTapDismissesTheAlertThenRunsItsHandler() async {
      let (root, counts) = (RootScreen(), Counts())
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      let alert = sampleAlert(counts)
      var handlerSawTheAlertGone = false
      alert.addAction(
        UIAlertAction(title: "Check", style: .default) { _ in
          handlerSawTheAlertGone = root.presentedViewController == nil
        })
      root.present(alert, animated: true)
      await expectMessages([]) { await root.shownAlerts.tap("Default") }
      #expect(counts.taps == ["Default"])
      #expect(root.presentedViewController == nil)
      root.present(alert, animated: false)
      await root.shownAlerts.tap("Check")
      #expect(handlerSawTheAlertGone)
    }

    @Test func aButtonWithoutHandlerOnlyDismisses() async {
      let (root, counts) = (RootScreen(), Counts())
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      root.present(sampleAlert(counts), animated: false)
      await expectMessages([]) { await root.shownAlerts.tap("No Handler") }
      #expect(counts.taps.isEmpty)
      #expect(root.presentedViewController == nil)
    }

    @Test func tapsByIndexAndInActionSheets() async {
      let (root, counts) = (RootScreen(), Counts())
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      let window = host.window!
      root.present(sampleAlert(counts, style: .actionSheet), animated: false)
      await window.shownAlerts.tap(at: 3)
      root.present(sampleAlert(counts, style: .actionSheet), animated: false)
      await window.shownAlerts.tap("Cancel")
      #expect(counts.taps == ["Destroy", "Cancel"])
    }

    @Test func aMissingTitleNamesTheButtonsThereAndChangesNothing() async throws {
      let (root, counts) = (RootScreen(), Counts())
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      let alert = sampleAlert(counts)
      root.present(alert, animated: false)
      let tapLine: UInt = #line + 1
      let failures = await withFailureCollection { await root.shownAlerts.tap("Nope") }
      #expect(
        failures.map(\.message) == [
          #"tap("Nope") was called, but "# + described + #" has no action titled "Nope""#
        ])
      #expect(failures.map(\.location.line) == [tapLine])
      await expectMessages(["tap(at: 4) was called, but \(described) has 4 actions"]) {
        await root.shownAlerts.tap(at: 4)
      }
      #expect(root.presentedViewController === alert)
      #expect(!alert.isBeingDismissed)
      #expect(counts.taps.isEmpty)
    }

    @Test func twoButtonsWithTheTitleAreTappedByIndex() async {
      let root = RootScreen()
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      alert.addAction(UIAlertAction(title: "OK", style: .cancel))
      root.present(alert, animated: false)
      await expectMessages([
        #"tap("OK") was called, but alert(title: "Saved", actions: [.default("OK"), "#
          + #".cancel("OK")]) has 2 actions titled "OK"; tap one with tap(at:)"#
      ]) { await root.shownAlerts.tap("OK") }
      await expectMessages([]) { await root.shownAlerts.tap(at: 1) }
    }

    @Test func aDisabledButtonTakesNoTap() async {
      let root = RootScreen()
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      var saved = false
      let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
      let save = UIAlertAction(title: "Save", style: .default) { _ in saved = true }
      save.isEnabled = false
      alert.addAction(save)
      root.present(alert, animated: false)
      await expectMessages([
        #"tap("Save") was called, but "Save" is disabled in alert(title: "Rename", "#
          + #"actions: [.default("Save")])"#
      ]) { await root.shownAlerts.tap("Save") }
      #expect(!saved)
      #expect(!alert.isBeingDismissed)
    }

    @Test func withNoAlertOrNoWindowItSaysSo() async {
      let root = RootScreen()
      await expectMessages([
        #"tap("Delete") was called, but <RootScreen> is in no window, so UIKit presents "#
          + "nothing from it: host it first, with withKeyWindow(hosting:)"
      ]) { await root.shownAlerts.tap("Delete") }
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      await expectMessages([#"tap("Delete") was called, but the window shows no alert"#]) {
        await root.shownAlerts.tap("Delete")
      }
    }

    @Test func anAlertGoneBeforeTheTapIsNoLongerShown() async {
      let (root, counts) = (RootScreen(), Counts())
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      root.present(sampleAlert(counts), animated: false)
      let shown = root.shownAlerts
      await shown.tap("Cancel")
      await expectMessages([#"tap("Default") was called, but \#(described) is no longer shown"#]) {
        await shown.tap("Default")
      }
      #expect(counts.taps == ["Cancel"])
    }

    @Test func theTapWaitsForTheAlertToAppear() async {
      let (root, counts) = (RootScreen(), Counts())
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      let alert = sampleAlert(counts)
      root.present(alert, animated: true)
      #expect(alert.isBeingPresented)
      await root.shownAlerts.tap("Destroy")
      #expect(counts.taps == ["Destroy"])
    }

    @Test func aHandlerMayPresentTheNextAlert() async {
      let root = RootScreen()
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      let first = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
      let second = UIAlertController(title: "Deleted", message: nil, preferredStyle: .alert)
      second.addAction(UIAlertAction(title: "OK", style: .default))
      first.addAction(
        UIAlertAction(title: "Delete", style: .destructive) { _ in
          root.present(second, animated: false)
        })
      root.present(first, animated: false)
      await root.shownAlerts.tap("Delete")
      #expect(root.presentedViewController === second)
      await root.shownAlerts.tap("OK")
    }
  }
}

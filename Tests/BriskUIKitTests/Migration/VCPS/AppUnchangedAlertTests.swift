import BriskUIKit
import Testing
import UIKit

// VCPS's ViewControllerAlertTests, ported with the app unchanged: the sample presents its own
// UIAlertController; the test hosts it in a key window and reads and taps what the window shows.
// Every VCPS assertion is kept except `animated: true`: UIKit keeps no public record of whether
// a presentation that has happened was animated (see the migration article).

extension KeyWindowTests {
  @MainActor @Suite struct AppUnchangedAlertTests {
    private let actions: [AlertRequest.Action] = [
      .default("No Handler"), .default("Default"), .cancel("Cancel"), .destructive("Destroy"),
    ]

    @available(iOS 14.0, *)
    private func makeSUT() -> SampleViewController {
      let sut = SampleViewController()
      sut.loadViewIfNeeded()
      return sut
    }

    @available(iOS 14.0, *)
    @Test func outletsAreConnected() {
      let sut = makeSUT()
      #expect(sut.showAlertButton != nil)
      #expect(sut.showActionSheetButton != nil)
    }

    @available(iOS 14.0, *)
    @Test func tappingShowAlertButtonShowsAlert() async {
      let sut = makeSUT()
      await withKeyWindow(hosting: sut) { _ async in
        sut.showAlertButton?.sendActions(for: .touchUpInside)
        expect(sut.shownAlerts.alerts).to(haveCount(1))
        expect(sut.shownAlerts).to(haveShownAlert(title: "Title", message: "Message"))
        expect(sut.shownAlerts).to(haveShownAlert(withActions: actions))
      }
    }

    @available(iOS 14.0, *)
    @Test func tappingShowActionSheetButtonShowsActionSheet() async {
      let sut = makeSUT()
      await withKeyWindow(hosting: sut) { _ async in
        sut.showActionSheetButton?.sendActions(for: .touchUpInside)
        expect(sut.shownAlerts.alerts).to(haveCount(1))
        expect(sut.shownAlerts).to(haveShownActionSheet(title: "Title", message: "Message"))
        expect(sut.shownAlerts).to(haveShownActionSheet(withActions: actions))
      }
    }

    // VCPS reads the popover, which UIKit gives an action sheet on an iPad only: host the
    // screen where the width is regular.
    @available(iOS 14.0, *)
    @Test func popoverForActionSheet() async throws {
      let sut = makeSUT()
      let host = hostInSplitView(primary: sut)
      defer { host.tearDown() }
      sut.showActionSheetButton?.sendActions(for: .touchUpInside)
      let anchor = try #require(sut.shownAlerts.alerts.first?.anchor)
      let button = try #require(sut.showActionSheetButton)
      #expect(anchor.sourceView === button, "source view")
      #expect(anchor.sourceRect == button.bounds, "source rect")
      #expect(anchor.permittedArrowDirections == .any, "permitted arrow directions")
      await sut.shownAlerts.tap("Cancel")
    }

    @available(iOS 14.0, *)
    @Test func preferredActionForAlert() async {
      let sut = makeSUT()
      await withKeyWindow(hosting: sut) { _ async in
        sut.showAlertButton?.sendActions(for: .touchUpInside)
        expect(sut.shownAlerts.alerts.first?.preferredAction) == "Default"
      }
    }

    @available(iOS 14.0, *)
    @Test func executeActionForButtonWithDefaultButtonExecutesDefaultAction() async {
      let sut = makeSUT()
      await withKeyWindow(hosting: sut) { _ async in
        sut.showAlertButton?.sendActions(for: .touchUpInside)
        await sut.shownAlerts.tap("Default")
        expect(sut.alertDefaultActionCount) == 1
      }
    }

    @available(iOS 14.0, *)
    @Test func executeActionForButtonWithCancelButtonExecutesCancelAction() async {
      let sut = makeSUT()
      await withKeyWindow(hosting: sut) { _ async in
        sut.showAlertButton?.sendActions(for: .touchUpInside)
        await sut.shownAlerts.tap("Cancel")
        expect(sut.alertCancelActionCount) == 1
      }
    }

    @available(iOS 14.0, *)
    @Test func executeActionForButtonWithDestroyButtonExecutesDestroyAction() async {
      let sut = makeSUT()
      await withKeyWindow(hosting: sut) { _ async in
        sut.showAlertButton?.sendActions(for: .touchUpInside)
        await sut.shownAlerts.tap("Destroy")
        expect(sut.alertDestroyActionCount) == 1
      }
    }

    @available(iOS 14.0, *)
    @Test func textFieldsForAlert() async {
      let sut = makeSUT()
      await withKeyWindow(hosting: sut) { _ async in
        sut.showAlertButton?.sendActions(for: .touchUpInside)
        let fields = sut.shownAlerts.alerts.first?.textFields
        expect(fields?.count) == 1
        expect(fields?.first?.placeholder) == "Placeholder"
      }
    }

    @available(iOS 14.0, *)
    @Test func textFieldsAreNotAddedToActionSheets() async {
      let sut = makeSUT()
      await withKeyWindow(hosting: sut) { _ async in
        sut.showActionSheetButton?.sendActions(for: .touchUpInside)
        expect(sut.shownAlerts.alerts.first?.textFields.count) == 0
      }
    }
  }
}

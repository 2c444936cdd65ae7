import BriskUIKit
import Testing
import UIKit

// VCPS's ViewControllerAlertTests, ported with the app behind Brisk's seams: an AlertSpy records
// each alert at once, with `animated` and its completion, and runs a button's handler on tap.
// No window, no waiting; every VCPS assertion is kept, `animated: true` included.

@MainActor @Suite struct BehindSeamsAlertTests {
  private let alerts = AlertSpy()
  private let actions: [AlertRequest.Action] = [
    .default("No Handler"), .default("Default"), .cancel("Cancel"), .destructive("Destroy"),
  ]

  @available(iOS 14.0, *)
  private func makeSUT() -> SeamSampleViewController {
    let sut = SeamSampleViewController(alerts: alerts, presenter: PresenterSpy<UIViewController>())
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
  @Test func tappingShowAlertButtonShowsAlert() {
    let sut = makeSUT()
    var completions = 0
    sut.alertPresentedCompletion = { completions += 1 }
    sut.showAlertButton?.sendActions(for: .touchUpInside)
    expect(alerts.alerts).to(haveCount(1))
    expect(alerts.presentations.first?.presenting).to(beIdenticalTo(sut))
    expect(alerts).to(
      haveShown(
        .alert(
          title: "Title", message: "Message", actions: actions, preferredAction: "Default",
          textFields: [.init(placeholder: "Placeholder")]),
        animated: true))
    alerts.presentations.first?.completion?()
    expect(completions) == 1
  }

  @available(iOS 14.0, *)
  @Test func tappingShowActionSheetButtonShowsActionSheet() {
    let sut = makeSUT()
    sut.showActionSheetButton?.sendActions(for: .touchUpInside)
    expect(alerts.alerts).to(haveCount(1))
    expect(alerts).to(haveShownActionSheet(title: "Title", message: "Message"))
    expect(alerts).to(haveShownActionSheet(withActions: actions))
    expect(alerts.presentations.first?.animated) == true
  }

  @available(iOS 14.0, *)
  @Test func popoverForActionSheet() throws {
    let sut = makeSUT()
    sut.showActionSheetButton?.sendActions(for: .touchUpInside)
    let anchor = try #require(alerts.last?.anchor)
    let button = try #require(sut.showActionSheetButton)
    #expect(anchor.sourceView === button, "source view")
    #expect(anchor.sourceRect == button.bounds, "source rect")
    #expect(anchor.permittedArrowDirections == .any, "permitted arrow directions")
  }

  @available(iOS 14.0, *)
  @Test func preferredActionForAlert() {
    let sut = makeSUT()
    sut.showAlertButton?.sendActions(for: .touchUpInside)
    expect(alerts.last?.preferredAction) == "Default"
  }

  @available(iOS 14.0, *)
  @Test func executeActionForButtonWithDefaultButtonExecutesDefaultAction() {
    let sut = makeSUT()
    sut.showAlertButton?.sendActions(for: .touchUpInside)
    alerts.tap("Default")
    expect(sut.alertDefaultActionCount) == 1
  }

  @available(iOS 14.0, *)
  @Test func executeActionForButtonWithCancelButtonExecutesCancelAction() {
    let sut = makeSUT()
    sut.showAlertButton?.sendActions(for: .touchUpInside)
    alerts.tap("Cancel")
    expect(sut.alertCancelActionCount) == 1
  }

  @available(iOS 14.0, *)
  @Test func executeActionForButtonWithDestroyButtonExecutesDestroyAction() {
    let sut = makeSUT()
    sut.showAlertButton?.sendActions(for: .touchUpInside)
    alerts.tap("Destroy")
    expect(sut.alertDestroyActionCount) == 1
  }

  @available(iOS 14.0, *)
  @Test func textFieldsForAlert() {
    let sut = makeSUT()
    sut.showAlertButton?.sendActions(for: .touchUpInside)
    expect(alerts.last?.textFields.count) == 1
    expect(alerts.last?.textFields.first?.placeholder) == "Placeholder"
  }

  @available(iOS 14.0, *)
  @Test func textFieldsAreNotAddedToActionSheets() {
    let sut = makeSUT()
    sut.showActionSheetButton?.sendActions(for: .touchUpInside)
    expect(alerts.last?.textFields.count) == 0
  }
}

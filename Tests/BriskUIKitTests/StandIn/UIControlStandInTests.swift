import Testing
import UIKit

@MainActor
@Suite struct UIControlStandInTests {
  @Test func runsTheActionsForAnyMatchingEventInOrder() {
    let button = UIButton(type: .system)
    var runs: [String] = []
    button.addAction(UIAction { _ in runs.append("tap") }, for: .touchUpInside)
    button.addAction(UIAction { _ in runs.append("down") }, for: [.touchDown, .touchUpInside])
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .valueChanged)
    button.sendActions(for: .touchDown)
    #expect(runs == ["tap", "down", "down"])
    #expect(button.buttonType == .system)
  }

  @Test func theControlIsTheSenderWhileTheHandlerRuns() {
    let control = UIControl(frame: .zero)
    var sender: Any?
    let action = UIAction(title: "Go") { action in sender = action.sender }
    control.addAction(action, for: .primaryActionTriggered)
    control.sendActions(for: .primaryActionTriggered)
    #expect(sender as? UIControl === control)
    #expect(action.sender == nil)
    #expect(action.title == "Go")
  }

  @Test func removingAnActionStopsItForThoseEvents() {
    let control = UIControl(frame: .zero)
    var runs = 0
    let action = UIAction { _ in runs += 1 }
    control.addAction(action, for: [.touchUpInside, .valueChanged])
    control.removeAction(action, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    control.sendActions(for: .valueChanged)
    control.removeAction(action, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(runs == 1)
  }

  @Test func anActionWithTheSameIdentifierReplacesTheFirst() {
    let control = UIControl(frame: .zero)
    var runs: [String] = []
    let identifier = UIAction.Identifier("save")
    control.addAction(
      UIAction(identifier: identifier) { _ in runs.append("old") }, for: .touchUpInside)
    control.addAction(UIAction(identifier: identifier) { _ in runs.append("new") }, for: .touchDown)
    control.sendActions(for: .touchUpInside)
    control.sendActions(for: .touchDown)
    #expect(runs == ["new", "new"])
  }

  @Test func aPrimaryActionRunsForPrimaryActionTriggered() {
    var runs = 0
    let button = UIButton(primaryAction: UIAction { _ in runs += 1 })
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .primaryActionTriggered)
    #expect(runs == 1)
    #expect(UIButton().buttonType == .custom)
  }

  @MainActor final class Screen: NSObject {
    var taps: [String] = []

    func tapped(_ sender: UIButton) {
      taps.append("tapped \(sender.buttonType.rawValue)")
    }

    func refresh() {
      taps.append("refresh")
    }
  }

  @Test func targetsAndActionsRunInOrderWithActions() {
    let screen = Screen()
    let button = UIButton(type: .system)
    button.addTarget(
      screen, action: Selector(standIn: "tapped:", Screen.tapped), for: .touchUpInside)
    button.addAction(UIAction { _ in screen.taps.append("action") }, for: .touchUpInside)
    button.addTarget(
      screen, action: Selector(standIn: "refresh", Screen.refresh), for: .valueChanged)
    button.addTarget(
      screen, action: Selector(standIn: "refresh", Screen.refresh), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .valueChanged)
    #expect(screen.taps == ["tapped 1", "action", "refresh", "refresh"])
  }

  @Test func removingATargetStopsItsActions() {
    let screen = Screen()
    let control = UIButton()
    control.addTarget(
      screen, action: Selector(standIn: "tapped:", Screen.tapped), for: .touchUpInside)
    control.addTarget(
      screen, action: Selector(standIn: "refresh", Screen.refresh), for: .touchUpInside)
    control.removeTarget(screen, action: Selector("tapped:"), for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    control.removeTarget(nil, action: nil, for: .allEvents)
    control.sendActions(for: .touchUpInside)
    #expect(screen.taps == ["refresh"])
  }

  @Test func targetsAreHeldWeaklyAndANilTargetGetsNothing() {
    let control = UIControl(frame: .zero)
    weak var released: Screen?
    do {
      let screen = Screen()
      released = screen
      control.addTarget(
        screen, action: Selector(standIn: "refresh", Screen.refresh), for: .touchDown)
    }
    control.addTarget(nil, action: Selector(standIn: "refresh", Screen.refresh), for: .touchDown)
    control.sendActions(for: .touchDown)
    #expect(released == nil)
  }
}

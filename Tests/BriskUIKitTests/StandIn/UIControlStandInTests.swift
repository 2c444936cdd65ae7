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
}

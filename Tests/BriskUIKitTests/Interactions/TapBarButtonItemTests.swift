import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct TapBarButtonItemTests {
  @MainActor final class Screen: NSObject {
    var saves: [UIBarButtonItem] = []
    func save(_ sender: UIBarButtonItem) { saves.append(sender) }
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func itRunsThePrimaryActionInPlaceOfTheTargetAndAction() {
    let screen = Screen()
    var runs: [String] = []
    let item = UIBarButtonItem(primaryAction: UIAction(title: "Save") { runs.append($0.title) })
    item.target = screen
    item.action = Selector(standIn: "save:", Screen.save)
    let failures = withFailureCollection { tap(item) }
    #expect(failures.isEmpty)
    #expect(runs == ["Save"])
    #expect(screen.saves.isEmpty)
  }

  @Test func itSendsTheActionToTheTargetWithTheItem() {
    let screen = Screen()
    let item = UIBarButtonItem(
      title: "Save", style: .done, target: screen, action: Selector(standIn: "save:", Screen.save))
    tap(item)
    #expect(screen.saves.count == 1)
    #expect(screen.saves.first === item)
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func aDisabledItemFailsAndRunsNothing() {
    var runs = 0
    let item = UIBarButtonItem(primaryAction: UIAction(title: "Save") { _ in runs += 1 })
    item.isEnabled = false
    let failures = withFailureCollection { tap(item) }
    #expect(
      failures.map(\.message) == [
        #"tap(_:) cannot tap UIBarButtonItem "Save": it is disabled; nothing was sent"#
      ])
    let callLine: UInt = #line - 5
    #expect(failures.first?.location.line == callLine)
    #expect(runs == 0)
  }

  @available(iOS 14.0, tvOS 17.0, *)
  @Test func anItemWithOnlyAMenuSaysToUseTheMenuForm() {
    var runs = 0
    let menu = UIMenu(children: [UIAction(title: "Share") { _ in runs += 1 }])
    let item = UIBarButtonItem(title: "More", menu: menu)
    let failures = withFailureCollection { tap(item) }
    #expect(
      failures.map(\.message) == [
        #"tap(_:) cannot tap UIBarButtonItem "More": it has only a menu; "#
          + "use performMenuAction(titled:in:) to run one of its actions"
      ])
    #expect(runs == 0)
  }

  @Test func anActionWithoutATargetOrThatTheTargetLacksFails() {
    let screen = Screen()
    let orphan = UIBarButtonItem(
      title: "Save", style: .plain, target: nil, action: Selector(standIn: "save:", Screen.save))
    let stranger = NSObject()
    let wrongTarget = UIBarButtonItem(
      title: "Save", style: .plain, target: stranger,
      action: Selector(standIn: "save:", Screen.save))
    let empty = UIBarButtonItem()
    let failures = withFailureCollection {
      tap(orphan)
      tap(wrongTarget)
      tap(empty)
    }
    #expect(
      failures.map(\.message) == [
        #"tap(_:) cannot tap UIBarButtonItem "Save": its action save: has no target, "#
          + "and no responder in the chain from the first responder responds to it; nothing was "
          + "sent",
        #"tap(_:) cannot tap UIBarButtonItem "Save": its target <NSObject> does not respond "#
          + "to save:; nothing was sent",
        "tap(_:) cannot tap UIBarButtonItem: it has no primaryAction, action or menu; "
          + "nothing was sent",
      ])
    #expect(screen.saves.isEmpty)
  }
}

import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct GestureTargetActionTests {
  @Test func holdsItsTargetWeakly() {
    var pair: GestureTargetAction
    do {
      let target = GestureTarget()
      pair = GestureTargetAction(target: target, action: GestureTarget.handleAction)
      #expect(pair.target === target)
    }
    #expect(pair.target == nil)
    #expect(pair.action == GestureTarget.handleAction)
  }

  @Test func eachPairIsRecordedOnceAndNilHalvesAreIgnored() {
    let target = GestureTarget()
    let tap = TestableTapGestureRecognizer(target: target, action: GestureTarget.handleAction)
    tap.addTarget(target, action: GestureTarget.handleAction)
    tap.addTarget(target, action: GestureTarget.refreshAction)
    #expect(
      tap.targetActions.map(\.action) == [GestureTarget.handleAction, GestureTarget.refreshAction])
    #expect(
      TestableTapGestureRecognizer(target: nil, action: GestureTarget.handleAction).targetActions
        .isEmpty)
    #expect(TestableTapGestureRecognizer(target: target, action: nil).targetActions.isEmpty)
    #expect(TestableTapGestureRecognizer().targetActions.isEmpty)
  }

  @Test func removingMatchesEveryTargetOrActionForNil() {
    let (first, second) = (GestureTarget("first"), GestureTarget("second"))
    let pan = TestablePanGestureRecognizer(target: first, action: GestureTarget.handleAction)
    pan.addTarget(first, action: GestureTarget.refreshAction)
    pan.addTarget(second, action: GestureTarget.handleAction)
    pan.removeTarget(first, action: GestureTarget.refreshAction)
    #expect(pan.targetActions.count == 2)
    pan.removeTarget(nil, action: GestureTarget.handleAction)
    #expect(pan.targetActions.isEmpty)
    pan.addTarget(first, action: GestureTarget.handleAction)
    pan.addTarget(first, action: GestureTarget.refreshAction)
    pan.addTarget(second, action: GestureTarget.refreshAction)
    pan.removeTarget(first, action: nil)
    #expect(pan.targetActions.map { ($0.target as? GestureTarget)?.name } == ["second"])
    pan.removeTarget(nil, action: nil)
    #expect(pan.targetActions.isEmpty)
  }
}

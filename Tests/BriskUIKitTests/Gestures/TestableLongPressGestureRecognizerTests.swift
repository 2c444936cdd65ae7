import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct TestableLongPressGestureRecognizerTests {
  @Test func recordsThePairsFromInitAndAddTarget() {
    let target = GestureTarget()
    let press = TestableLongPressGestureRecognizer()
    press.addTarget(target, action: GestureTarget.handleAction)
    #expect(press.targetActions.map(\.action) == [GestureTarget.handleAction])
    #expect(press.targetActions.first?.target === target)
  }

  @Test func aLongPressBeginsAndEndsWhereTheFingerIs() {
    let target = GestureTarget()
    let press = TestableLongPressGestureRecognizer(
      target: target, action: GestureTarget.handleAction)
    press.perform(.longPress(at: CGPoint(x: 5, y: 5)))
    #expect(target.received == ["target 1", "target 3"])
    #expect(press.location(in: UIView()) == CGPoint(x: 5, y: 5))
    #expect(press.minimumPressDuration == 0.5)
  }
}

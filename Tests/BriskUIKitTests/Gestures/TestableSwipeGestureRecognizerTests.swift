import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct TestableSwipeGestureRecognizerTests {
  @Test func recordsThePairsFromInitAndAddTarget() {
    let (first, second) = (GestureTarget("first"), GestureTarget("second"))
    let swipe = TestableSwipeGestureRecognizer(target: first, action: GestureTarget.handleAction)
    swipe.addTarget(second, action: GestureTarget.handleAction)
    #expect(swipe.targetActions.map { $0.target as? GestureTarget } == [first, second])
  }

  @Test func aSwipeIsRecognizedAtOnce() {
    let target = GestureTarget()
    let swipe = TestableSwipeGestureRecognizer(target: target, action: GestureTarget.handleAction)
    swipe.direction = .left
    swipe.perform(.swipe(at: CGPoint(x: 100, y: 0)))
    #expect(target.received == ["target 3"])
    #expect(swipe.location == CGPoint(x: 100, y: 0))
    #expect(swipe.direction == .left)
  }
}

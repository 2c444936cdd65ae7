import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct TestablePanGestureRecognizerTests {
  @Test func recordsThePairsFromInitAndAddTarget() {
    let (first, second) = (GestureTarget("first"), GestureTarget("second"))
    let pan = TestablePanGestureRecognizer(target: first, action: GestureTarget.handleAction)
    pan.addTarget(second, action: GestureTarget.refreshAction)
    #expect(
      pan.targetActions.map(\.action) == [GestureTarget.handleAction, GestureTarget.refreshAction])
    #expect(pan.targetActions.map { $0.target as? GestureTarget } == [first, second])
  }

  @Test func reportsWhatTheTestInjects() {
    let pan = TestablePanGestureRecognizer()
    pan.state = .changed
    pan.location = CGPoint(x: 1, y: 2)
    pan.translation = CGPoint(x: 3, y: 4)
    pan.velocity = CGPoint(x: 5, y: 6)
    let view = UIView()
    #expect(pan.state == .changed)
    #expect(pan.location(in: view) == CGPoint(x: 1, y: 2))
    #expect(pan.translation(in: nil) == CGPoint(x: 3, y: 4))
    #expect(pan.velocity(in: view) == CGPoint(x: 5, y: 6))
  }

  @Test func setTranslationResetsTheInjectedTranslation() {
    let pan = TestablePanGestureRecognizer()
    pan.translation = CGPoint(x: 3, y: 4)
    pan.setTranslation(.zero, in: nil)
    #expect(pan.translation == .zero)
  }

  @Test func performsADragStepByStep() {
    let target = GestureTarget()
    let pan = TestablePanGestureRecognizer(target: target, action: GestureTarget.handleAction)
    pan.perform(
      GestureScript([.init(.began, location: CGPoint(x: 9, y: 9), velocity: CGPoint(x: 0, y: 100))])
    )
    #expect(pan.location == CGPoint(x: 9, y: 9))
    #expect(pan.velocity == CGPoint(x: 0, y: 100))
    pan.perform(.pan(translations: [CGPoint(x: 0, y: 20)]))
    #expect(target.received == ["target 1", "target 1", "target 2", "target 3"])
    #expect(pan.translation == CGPoint(x: 0, y: 20))
  }
}

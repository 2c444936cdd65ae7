import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct TestablePinchGestureRecognizerTests {
  @Test func recordsThePairsFromInitAndAddTarget() {
    let target = GestureTarget()
    let pinch = TestablePinchGestureRecognizer(target: target, action: GestureTarget.handleAction)
    pinch.addTarget(target, action: GestureTarget.refreshAction)
    #expect(pinch.targetActions.count == 2)
  }

  @Test func reportsTheInjectedScaleAndVelocity() {
    let pinch = TestablePinchGestureRecognizer()
    pinch.scale = 2
    pinch.velocity = 0.5
    pinch.location = CGPoint(x: 1, y: 1)
    #expect(pinch.scale == 2)
    #expect(pinch.velocity == 0.5)
    #expect(pinch.location(in: nil) == CGPoint(x: 1, y: 1))
  }

  @Test func aPinchSendsEachScale() {
    let pinch = TestablePinchGestureRecognizer()
    var scales: [CGFloat] = []
    let target = GestureTarget()
    target.onHandle = { scales.append(($0 as? UIPinchGestureRecognizer)?.scale ?? 0) }
    pinch.addTarget(target, action: GestureTarget.handleAction)
    pinch.perform(.pinch(scales: [1.5, 2]))
    #expect(scales == [1, 1.5, 2, 2])
    #expect(pinch.state == .ended)
  }
}

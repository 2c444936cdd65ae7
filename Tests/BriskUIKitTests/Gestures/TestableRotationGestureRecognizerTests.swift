import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct TestableRotationGestureRecognizerTests {
  @Test func recordsThePairsFromInitAndAddTarget() {
    let target = GestureTarget()
    let rotation = TestableRotationGestureRecognizer(
      target: target, action: GestureTarget.refreshAction)
    rotation.addTarget(target, action: GestureTarget.handleAction)
    #expect(
      rotation.targetActions.map(\.action) == [
        GestureTarget.refreshAction, GestureTarget.handleAction,
      ])
  }

  @Test func reportsTheInjectedRotationAndVelocity() {
    let rotation = TestableRotationGestureRecognizer()
    rotation.rotation = .pi
    rotation.velocity = 2
    #expect(rotation.rotation == .pi)
    #expect(rotation.velocity == 2)
  }

  @Test func aRotationSendsEachAngle() {
    let rotation = TestableRotationGestureRecognizer()
    var angles: [CGFloat] = []
    let target = GestureTarget()
    target.onHandle = { angles.append(($0 as? UIRotationGestureRecognizer)?.rotation ?? -1) }
    rotation.addTarget(target, action: GestureTarget.handleAction)
    rotation.perform(.rotation(angles: [0.5]).cancelled(after: 2))
    #expect(angles == [0, 0.5, 0.5])
    #expect(rotation.state == .cancelled)
  }
}

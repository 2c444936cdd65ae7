import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct TestableTapGestureRecognizerTests {
  @Test func recordsThePairsFromInitAndAddTarget() {
    let target = GestureTarget()
    let tap = TestableTapGestureRecognizer(target: target, action: GestureTarget.handleAction)
    tap.addTarget(target, action: GestureTarget.refreshAction)
    #expect(
      tap.targetActions.map(\.action) == [GestureTarget.handleAction, GestureTarget.refreshAction])
  }

  @Test func aTapEndsAtItsLocation() {
    let target = GestureTarget()
    let tap = TestableTapGestureRecognizer(target: target, action: GestureTarget.handleAction)
    tap.numberOfTapsRequired = 2
    tap.perform(.tap(at: CGPoint(x: 12, y: 34)))
    #expect(tap.state == .recognized)
    #expect(tap.location(in: nil) == CGPoint(x: 12, y: 34))
    #expect(target.received == ["target 3"])
    #expect(tap.numberOfTapsRequired == 2)
  }
}

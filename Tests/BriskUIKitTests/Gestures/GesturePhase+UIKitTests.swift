import BriskUIKit
import Testing
import UIKit

@Suite struct GesturePhaseUIKitTests {
  @Test func everyPhaseIsTheStateWithTheSameRawValue() {
    for phase in GesturePhase.allCases {
      let state = UIGestureRecognizer.State(phase)
      #expect(state.rawValue == phase.rawValue)
      #expect(GesturePhase(state) == phase)
    }
    #expect(UIGestureRecognizer.State(GesturePhase.ended) == .recognized)
  }
}

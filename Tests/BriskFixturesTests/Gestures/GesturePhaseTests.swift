import BriskFixtures
import Testing

@Suite struct GesturePhaseTests {
  @Test func rawValuesAreUIKitsStates() {
    #expect(GesturePhase.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
  }

  @Test func everyPhaseButPossibleAndFailedSendsActions() {
    #expect(GesturePhase.allCases.filter(\.sendsActions) == [.began, .changed, .ended, .cancelled])
  }

  @Test func describesItselfByName() {
    #expect(
      GesturePhase.allCases.map(\.description)
        == ["possible", "began", "changed", "ended", "cancelled", "failed"])
  }
}

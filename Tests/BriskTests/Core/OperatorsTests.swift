import Brisk
import BriskTestSupport
import Testing

private final class Screen {}

@Suite struct OperatorsTests {
  @Test func passingOperators() {
    let screen = Screen()
    expectNoFailure {
      expect(1) == 1
      expect(1) != 2
      expect(nil as Int?) == nil
      expect(1) < 2
      expect(2) <= 2
      expect(3) > 2
      expect(3) >= 3
      expect(screen) === screen
      expect(screen) !== Screen()
    }
  }

  @Test func eachOperatorReportsLikeItsMatcher() {
    let screen = Screen()
    let address = identityAsString(screen)
    expectMessages([
      "expected to equal <2>, got <1>",
      "expected to not equal <1>, got <1>",
      "expected to be less than <1>, got <2>",
      "expected to be less than or equal to <1>, got <2>",
      "expected to be greater than <2>, got <1>",
      "expected to be greater than or equal to <2>, got <1>",
      "expected to not be identical to \(address), got \(address)",
      "expected to equal <2>, got <nil>\n(use beNil() to match nil)",
    ]) {
      expect(1) == 2
      expect(1) != 1
      expect(2) < 1
      expect(2) <= 1
      expect(1) > 2
      expect(1) >= 2
      expect(screen) !== screen
      expect(nil as Int?) == 2
    }
  }

  @Test func aFailingIdentityNamesBothInstances() {
    let (one, two) = (Screen(), Screen())
    expectMessage(
      "expected to be identical to \(identityAsString(one)), got \(identityAsString(two))"
    ) {
      expect(two) === one
    }
  }
}

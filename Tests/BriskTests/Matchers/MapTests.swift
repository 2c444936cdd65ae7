import Brisk
import BriskTestSupport
import Testing

private struct User {
  var name: String
}

@Suite struct MapTests {
  @Test func passes() {
    expectNoFailure {
      expect(User(name: "Ann")).to(map(\.name, equal("Ann")))
      expect([1, 2, 3]).to(map({ $0.count }, equal(3)))
    }
  }

  @Test func failsWithTheInnerMessageAndTheOriginalValue() {
    expectMessage(
      """
      expected to equal <"Ann">, got <"Bob">
      difference (- expected, + actual), first at line 1, column 1:
      - Ann
      + Bob
        ^
      mapped from <User(name: "Bob")>
      """
    ) {
      expect(User(name: "Bob")).to(map(\.name, equal("Ann")))
    }
  }

  @Test func negation() {
    expectNoFailure { expect(User(name: "Bob")).toNot(map(\.name, equal("Ann"))) }
    expectMessage(
      "expected to not equal <\"Ann\">, got <\"Ann\">\nmapped from <User(name: \"Ann\")>"
    ) {
      expect(User(name: "Ann")).toNot(map(\.name, equal("Ann")))
    }
  }

  @Test func nilIsNotTransformed() {
    expectMessage("expected to equal <\"Ann\">, got <nil>\n(use beNil() to match nil)") {
      expect(nil as User?).to(map(\.name, equal("Ann")))
    }
  }
}

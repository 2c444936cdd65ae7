import BriskCore
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

  @Test func compactMapPassesTheDerivedValue() {
    expectNoFailure {
      expect("3").to(compactMap({ Int($0) }, equal(3)))
      expect("4").toNot(compactMap({ Int($0) }, equal(3)))
    }
  }

  @Test func compactMapFailsWhenTheTransformGivesNil() {
    expectMessages([
      "expected to equal <3>, got <4>\nmapped from <\"4\">",
      "expected to map to <Int>, got <\"four\">\nthe transform returned nil",
      "expected to not map to <Int>, got <\"four\">\nthe transform returned nil",
      "expected to equal <3>, got <nil>\n(use beNil() to match nil)",
    ]) {
      expect("4").to(compactMap({ Int($0) }, equal(3)))
      expect("four").to(compactMap({ Int($0) }, equal(3)))
      expect("four").toNot(compactMap({ Int($0) }, equal(3)))
      expect(nil as String?).to(compactMap({ Int($0) }, equal(3)))
    }
  }
}

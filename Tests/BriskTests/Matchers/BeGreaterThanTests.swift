import BriskCore
import BriskTestSupport
import Testing

@Suite struct BeGreaterThanTests {
  @Test func passes() {
    expectNoFailure {
      expect(2).to(beGreaterThan(1))
      expect("b").to(beGreaterThan("a"))
    }
  }

  @Test func fails() {
    expectMessage("expected to be greater than <2>, got <1>") {
      expect(1).to(beGreaterThan(2))
    }
  }

  @Test func negation() {
    expectNoFailure { expect(1).toNot(beGreaterThan(2)) }
    expectMessage("expected to not be greater than <1>, got <2>") {
      expect(2).toNot(beGreaterThan(1))
    }
  }

  @Test func nilFailsBothWays() {
    expectMessages([
      "expected to be greater than <1>, got <nil>",
      "expected to not be greater than <1>, got <nil>",
    ]) {
      expect(nil as Int?).to(beGreaterThan(1))
      expect(nil as Int?).toNot(beGreaterThan(1))
    }
  }

  @Test func optionalExpectedCompares() {
    let bound: Int? = 1
    expectNoFailure {
      expect(2).to(beGreaterThan(bound))
      expect(0).toNot(beGreaterThan(bound))
    }
  }

  @Test func nilExpectedFailsBothWays() {
    expectMessages([
      "expected to be greater than <nil>, got <1>\nnothing compares with nil",
      "expected to not be greater than <nil>, got <1>\nnothing compares with nil",
    ]) {
      expect(1).to(beGreaterThan(nil))
      expect(1).toNot(beGreaterThan(nil))
    }
  }
}

import BriskCore
import BriskTestSupport
import Testing

@Suite struct BeGreaterThanOrEqualToTests {
  @Test func passes() {
    expectNoFailure {
      expect(2).to(beGreaterThanOrEqualTo(2))
      expect("b").to(beGreaterThanOrEqualTo("b"))
    }
  }

  @Test func fails() {
    expectMessage("expected to be greater than or equal to <2>, got <1>") {
      expect(1).to(beGreaterThanOrEqualTo(2))
    }
  }

  @Test func negation() {
    expectNoFailure { expect(1).toNot(beGreaterThanOrEqualTo(2)) }
    expectMessage("expected to not be greater than or equal to <2>, got <2>") {
      expect(2).toNot(beGreaterThanOrEqualTo(2))
    }
  }

  @Test func nilFailsBothWays() {
    expectMessages([
      "expected to be greater than or equal to <1>, got <nil>",
      "expected to not be greater than or equal to <1>, got <nil>",
    ]) {
      expect(nil as Int?).to(beGreaterThanOrEqualTo(1))
      expect(nil as Int?).toNot(beGreaterThanOrEqualTo(1))
    }
  }

  @Test func optionalExpectedCompares() {
    let bound: Int? = 1
    expectNoFailure {
      expect(1).to(beGreaterThanOrEqualTo(bound))
      expect(0).toNot(beGreaterThanOrEqualTo(bound))
    }
  }

  @Test func nilExpectedFailsBothWays() {
    expectMessages([
      "expected to be greater than or equal to <nil>, got <1>\nnothing compares with nil",
      "expected to not be greater than or equal to <nil>, got <1>\nnothing compares with nil",
    ]) {
      expect(1).to(beGreaterThanOrEqualTo(nil))
      expect(1).toNot(beGreaterThanOrEqualTo(nil))
    }
  }
}

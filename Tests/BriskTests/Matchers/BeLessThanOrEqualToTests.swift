import BriskCore
import BriskTestSupport
import Testing

@Suite struct BeLessThanOrEqualToTests {
  @Test func passes() {
    expectNoFailure {
      expect(2).to(beLessThanOrEqualTo(2))
      expect("b").to(beLessThanOrEqualTo("b"))
    }
  }

  @Test func fails() {
    expectMessage("expected to be less than or equal to <2>, got <3>") {
      expect(3).to(beLessThanOrEqualTo(2))
    }
  }

  @Test func negation() {
    expectNoFailure { expect(3).toNot(beLessThanOrEqualTo(2)) }
    expectMessage("expected to not be less than or equal to <2>, got <2>") {
      expect(2).toNot(beLessThanOrEqualTo(2))
    }
  }

  @Test func nilFailsBothWays() {
    expectMessages([
      "expected to be less than or equal to <1>, got <nil>",
      "expected to not be less than or equal to <1>, got <nil>",
    ]) {
      expect(nil as Int?).to(beLessThanOrEqualTo(1))
      expect(nil as Int?).toNot(beLessThanOrEqualTo(1))
    }
  }

  @Test func optionalExpectedCompares() {
    let bound: Int? = 1
    expectNoFailure {
      expect(1).to(beLessThanOrEqualTo(bound))
      expect(2).toNot(beLessThanOrEqualTo(bound))
    }
  }

  @Test func nilExpectedFailsBothWays() {
    expectMessages([
      "expected to be less than or equal to <nil>, got <1>\nnothing compares with nil",
      "expected to not be less than or equal to <nil>, got <1>\nnothing compares with nil",
    ]) {
      expect(1).to(beLessThanOrEqualTo(nil))
      expect(1).toNot(beLessThanOrEqualTo(nil))
    }
  }
}

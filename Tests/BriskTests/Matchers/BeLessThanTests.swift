import BriskCore
import BriskTestSupport
import Testing

@Suite struct BeLessThanTests {
  @Test func passes() {
    expectNoFailure {
      expect(1).to(beLessThan(2))
      expect("a").to(beLessThan("b"))
    }
  }

  @Test func fails() {
    expectMessage("expected to be less than <1>, got <2>") {
      expect(2).to(beLessThan(1))
    }
  }

  @Test func negation() {
    expectNoFailure { expect(2).toNot(beLessThan(1)) }
    expectMessage("expected to not be less than <2>, got <1>") {
      expect(1).toNot(beLessThan(2))
    }
  }

  @Test func nilFailsBothWays() {
    expectMessages([
      "expected to be less than <1>, got <nil>", "expected to not be less than <1>, got <nil>",
    ]) {
      expect(nil as Int?).to(beLessThan(1))
      expect(nil as Int?).toNot(beLessThan(1))
    }
  }

  @Test func optionalExpectedCompares() {
    let bound: Int? = 1
    expectNoFailure {
      expect(0).to(beLessThan(bound))
      expect(1).toNot(beLessThan(bound))
    }
  }

  @Test func nilExpectedFailsBothWays() {
    expectMessages([
      "expected to be less than <nil>, got <1>\nnothing compares with nil",
      "expected to not be less than <nil>, got <1>\nnothing compares with nil",
    ]) {
      expect(1).to(beLessThan(nil))
      expect(1).toNot(beLessThan(nil))
    }
  }
}

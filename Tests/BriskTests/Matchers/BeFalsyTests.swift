import Brisk
import BriskTestSupport
import Testing

@Suite struct BeFalsyTests {
  @Test func passesForFalseAndNil() {
    expectNoFailure {
      expect(false).to(beFalsy())
      expect(nil as Bool?).to(beFalsy())
    }
  }

  @Test func failsForTrue() {
    expectMessage("expected to be falsy, got <true>") {
      expect(true).to(beFalsy())
    }
  }

  @Test func negation() {
    expectNoFailure { expect(true).toNot(beFalsy()) }
    expectMessages(["expected to not be falsy, got <false>", "expected to not be falsy, got <nil>"])
    {
      expect(false).toNot(beFalsy())
      expect(nil as Bool?).toNot(beFalsy())
    }
  }
}

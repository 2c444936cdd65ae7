import BriskCore
import BriskTestSupport
import Foundation
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

  @Test func everyNumberTypeIsFalsyWhenZeroOrNil() {
    expectNoFailure {
      expect(0 as Int8).to(beFalsy())
      expect(0 as UInt).to(beFalsy())
      expect(0.0 as Float).to(beFalsy())
      expect(nil as Int?).to(beFalsy())
      expect(0 as CGFloat).to(beFalsy())
      expect(3 as Int64).toNot(beFalsy())
    }
  }

  @Test func numbersFailWithTheValue() {
    expectMessages([
      "expected to be falsy, got <1>",
      "expected to not be falsy, got <0>",
      "expected to not be falsy, got <nil>",
    ]) {
      expect(1 as Int16).to(beFalsy())
      expect(0 as UInt32).toNot(beFalsy())
      expect(nil as Float?).toNot(beFalsy())
    }
  }
}

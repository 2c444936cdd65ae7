import BriskCore
import BriskTestSupport
import Foundation
import Testing

@Suite struct BeTruthyTests {
  @Test func passesForTrue() {
    expectNoFailure { expect(true).to(beTruthy()) }
  }

  @Test func failsForFalse() {
    expectMessage("expected to be truthy, got <false>") {
      expect(false).to(beTruthy())
    }
  }

  @Test func negation() {
    expectNoFailure { expect(false).toNot(beTruthy()) }
    expectMessage("expected to not be truthy, got <true>") {
      expect(true).toNot(beTruthy())
    }
  }

  @Test func nilIsNotTruthy() {
    expectNoFailure { expect(nil as Bool?).toNot(beTruthy()) }
    expectMessage("expected to be truthy, got <nil>") {
      expect(nil as Bool?).to(beTruthy())
    }
  }

  @Test func everyNumberTypeIsTruthyWhenNotZero() {
    expectNoFailure {
      expect(1 as Int8).to(beTruthy())
      expect(2 as UInt64).to(beTruthy())
      expect(-1 as Int).to(beTruthy())
      expect(0.5 as Float).to(beTruthy())
      expect(1 as Double?).to(beTruthy())
      expect(1 as CGFloat).to(beTruthy())
      expect(0 as UInt16).toNot(beTruthy())
      expect(0.0).toNot(beTruthy())
    }
  }

  @Test func numbersFailWithTheValue() {
    expectMessages([
      "expected to be truthy, got <0>",
      "expected to not be truthy, got <1>",
      "expected to be truthy, got <nil>",
    ]) {
      expect(0 as Int32).to(beTruthy())
      expect(1 as UInt8).toNot(beTruthy())
      expect(nil as Double?).to(beTruthy())
    }
  }
}

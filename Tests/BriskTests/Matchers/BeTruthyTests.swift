import Brisk
import BriskTestSupport
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
}

import BriskCore
import BriskTestSupport
import Testing

@Suite struct BeFalseTests {
  @Test func passes() {
    expectNoFailure { expect(false).to(beFalse()) }
  }

  @Test func fails() {
    expectMessage("expected to be false, got <true>") {
      expect(true).to(beFalse())
    }
  }

  @Test func negation() {
    expectNoFailure { expect(true).toNot(beFalse()) }
    expectMessage("expected to not be false, got <false>") {
      expect(false).toNot(beFalse())
    }
  }

  @Test func nilFailsBothWays() {
    expectMessages(["expected to be false, got <nil>", "expected to not be false, got <nil>"]) {
      expect(nil as Bool?).to(beFalse())
      expect(nil as Bool?).toNot(beFalse())
    }
  }
}

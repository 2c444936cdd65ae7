import BriskCore
import BriskTestSupport
import Testing

@Suite struct BeTrueTests {
  @Test func passes() {
    expectNoFailure { expect(true).to(beTrue()) }
  }

  @Test func fails() {
    expectMessage("expected to be true, got <false>") {
      expect(false).to(beTrue())
    }
  }

  @Test func negation() {
    expectNoFailure { expect(false).toNot(beTrue()) }
    expectMessage("expected to not be true, got <true>") {
      expect(true).toNot(beTrue())
    }
  }

  @Test func nilFailsBothWays() {
    expectMessages(["expected to be true, got <nil>", "expected to not be true, got <nil>"]) {
      expect(nil as Bool?).to(beTrue())
      expect(nil as Bool?).toNot(beTrue())
    }
  }
}

import BriskCore
import BriskTestSupport
import Testing

@Suite struct NotTests {
  @Test func passes() {
    expectNoFailure {
      expect(2).to(not(equal(1)))
      expect([1]).to(not(beEmpty()) && haveCount(1))
    }
  }

  @Test func fails() {
    expectMessage("expected to not equal <1>, got <1>") {
      expect(1).to(not(equal(1)))
    }
  }

  @Test func negation() {
    expectNoFailure { expect(1).toNot(not(equal(1))) }
    expectMessage("expected to not not equal <1>, got <2>") {
      expect(2).toNot(not(equal(1)))
    }
  }

  @Test func nilStillFails() {
    expectMessage("expected to not equal <1>, got <nil>\n(use beNil() to match nil)") {
      expect(nil as Int?).to(not(equal(1)))
    }
  }
}

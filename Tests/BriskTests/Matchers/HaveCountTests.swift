import Brisk
import BriskTestSupport
import Testing

@Suite struct HaveCountTests {
  @Test func passes() {
    expectNoFailure {
      expect([1, 2, 3]).to(haveCount(3))
      expect(["a": 1]).to(haveCount(1))
      expect("abc").to(haveCount(3))
    }
  }

  @Test func failsShowingTheValueAndItsCount() {
    expectMessage("expected to have count <3>, got <[1, 2]> (count 2)") {
      expect([1, 2]).to(haveCount(3))
    }
  }

  @Test func negation() {
    expectNoFailure { expect([1, 2]).toNot(haveCount(3)) }
    expectMessage("expected to not have count <2>, got <[1, 2]> (count 2)") {
      expect([1, 2]).toNot(haveCount(2))
    }
  }

  @Test func nilFails() {
    expectMessage("expected to have count <3>, got <nil>") {
      expect(nil as [Int]?).to(haveCount(3))
    }
  }
}

import Brisk
import BriskTestSupport
import Testing

@Suite struct BeEmptyTests {
  @Test func passesForEmptyCollections() {
    expectNoFailure {
      expect([Int]()).to(beEmpty())
      expect("").to(beEmpty())
      expect([String: Int]()).to(beEmpty())
      expect(Set<Int>()).to(beEmpty())
    }
  }

  @Test func fails() {
    expectMessages(["expected to be empty, got <[1, 2]>", "expected to be empty, got <\"ab\">"]) {
      expect([1, 2]).to(beEmpty())
      expect("ab").to(beEmpty())
    }
  }

  @Test func negation() {
    expectNoFailure { expect([1]).toNot(beEmpty()) }
    expectMessage("expected to not be empty, got <[]>") {
      expect([Int]()).toNot(beEmpty())
    }
  }

  @Test func nilFailsBothWays() {
    expectMessages(["expected to be empty, got <nil>", "expected to not be empty, got <nil>"]) {
      expect(nil as [Int]?).to(beEmpty())
      expect(nil as [Int]?).toNot(beEmpty())
    }
  }
}

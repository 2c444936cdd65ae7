import Brisk
import BriskTestSupport
import Testing

@Suite struct ContainTests {
  @Test func passesForElementsAndSubstrings() {
    expectNoFailure {
      expect([1, 2, 3]).to(contain(2))
      expect([1, 2, 3]).to(contain(1, 3))
      expect(Set(["a", "b"])).to(contain("a"))
      expect("hello").to(contain("ell"))
      expect("hello").to(contain("h", "lo"))
    }
  }

  @Test func failsListingWhatIsMissing() {
    expectMessages([
      "expected to contain <4>, got <[1, 2, 3]>",
      "expected to contain <2, 4>, got <[1, 2, 3]>\nmissing: <4>",
      "expected to contain <\"world\">, got <\"hello\">",
    ]) {
      expect([1, 2, 3]).to(contain(4))
      expect([1, 2, 3]).to(contain(2, 4))
      expect("hello").to(contain("world"))
    }
  }

  @Test func negation() {
    expectNoFailure {
      expect([1, 2, 3]).toNot(contain(4))
      expect("hello").toNot(contain("xyz"))
    }
    expectMessages([
      "expected to not contain <2>, got <[1, 2, 3]>",
      "expected to not contain <\"ell\">, got <\"hello\">",
    ]) {
      expect([1, 2, 3]).toNot(contain(2))
      expect("hello").toNot(contain("ell"))
    }
  }

  @Test func nilFails() {
    expectMessages([
      "expected to contain <4>, got <nil>", "expected to not contain <\"a\">, got <nil>",
    ]) {
      expect(nil as [Int]?).to(contain(4))
      expect(nil as String?).toNot(contain("a"))
    }
  }

  @Test func noItemsIsAMistakeThatFailsBothWays() {
    expectMessages([
      "expected to contain <>, got <[1]>\ncontain() needs at least one item",
      "expected to not contain <>, got <\"a\">\ncontain() needs at least one item",
    ]) {
      expect([1]).to(contain())
      expect("a").toNot(contain())
    }
  }
}

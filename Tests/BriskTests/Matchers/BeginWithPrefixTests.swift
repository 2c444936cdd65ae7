import BriskCore
import BriskTestSupport
import Testing

@Suite struct BeginWithPrefixTests {
  @Test func passesForAPrefix() {
    expectNoFailure {
      expect([1, 2, 3]).to(beginWith(prefix: [1, 2]))
      expect([1, 2, 3]).to(beginWith(prefix: [Int]()))
      expect(1...5).to(beginWith(prefix: [1, 2]))
      expect(["1", "2"]).to(beginWith(prefix: [1]) { $0 == String($1) })
    }
  }

  @Test func failsShowingBothSequences() {
    expectMessages([
      "expected to begin with <[1, 2]>, got <[1, 3, 4]>",
      "expected to begin with <[1, 2, 3, 4]>, got <[1, 2]>",
      "expected to begin with <[2]>, got <[\"1\"]>",
    ]) {
      expect([1, 3, 4]).to(beginWith(prefix: [1, 2]))
      expect([1, 2]).to(beginWith(prefix: [1, 2, 3, 4]))
      expect(["1"]).to(beginWith(prefix: [2]) { $0 == String($1) })
    }
  }

  @Test func negation() {
    expectNoFailure { expect([2, 1]).toNot(beginWith(prefix: [1])) }
    expectMessage("expected to not begin with <[1]>, got <[1, 2]>") {
      expect([1, 2]).toNot(beginWith(prefix: [1]))
    }
  }

  @Test func nilActualFailsBothWays() {
    expectMessages([
      "expected to begin with <[1, 2]>, got <nil>",
      "expected to not begin with <[1, 2]>, got <nil>",
    ]) {
      expect(nil as [Int]?).to(beginWith(prefix: [1, 2]))
      expect(nil as [Int]?).toNot(beginWith(prefix: [1, 2]))
    }
  }

  @Test func nilPrefixFailsBothWaysWithAHint() {
    expectMessages([
      "expected to begin with <nil>, got <[1, 2]>\n(use beNil() to match nil)",
      "expected to not begin with <nil>, got <[1, 2]>\n(use beNil() to match nil)",
    ]) {
      expect([1, 2]).to(beginWith(prefix: nil as [Int]?))
      expect([1, 2]).toNot(beginWith(prefix: nil as [Int]?))
    }
  }
}

import BriskCore
import BriskTestSupport
import Testing

@Suite struct AllPassTests {
  @Test func passesWithAPredicateOrAMatcher() {
    expectNoFailure {
      expect([2, 4]).to(allPass({ $0.isMultiple(of: 2) }))
      expect([1, 2]).to(allPass(beGreaterThan(0)))
      expect([Int]()).to(allPass(beGreaterThan(0)))
    }
  }

  @Test func failsShowingTheFailingElements() {
    expectMessages([
      "expected to all pass the predicate, got <[2, 3, 4]>\nfirst failing element at index 1: <3>",
      """
      expected to all be greater than <0>, got <[1, -2, 3]>
      failing elements:
        [1]: expected to be greater than <0>, got <-2>
      """,
    ]) {
      expect([2, 3, 4]).to(allPass({ $0.isMultiple(of: 2) }))
      expect([1, -2, 3]).to(allPass(beGreaterThan(0)))
    }
  }

  @Test func negation() {
    expectNoFailure { expect([1, 2]).toNot(allPass({ $0 > 1 })) }
    expectMessage("expected to not all pass the predicate, got <[2, 4]>") {
      expect([2, 4]).toNot(allPass({ $0.isMultiple(of: 2) }))
    }
  }

  @Test func nilFails() {
    expectMessages([
      "expected to all pass the predicate, got <nil>",
      "expected to all be greater than <0>, got <nil>",
    ]) {
      expect(nil as [Int]?).to(allPass({ _ in true }))
      expect(nil as [Int]?).to(allPass(beGreaterThan(0)))
    }
  }

  @Test func anElementTheMatcherCannotJudgeFailsBothWays() {
    expectMessages([
      """
      expected to not all match <"(">, got <["a"]>
      failing elements:
        [0]: expected to match <"(">, got <"a">
      invalid regular expression <"(">
      """
    ]) {
      expect(["a"]).toNot(allPass(match("(")))
    }
  }

  @Test func showsAtMostFiveFailingElements() {
    let messages = failureMessages {
      expect([-1, -2, -3, -4, -5, -6, -7]).to(allPass(beGreaterThan(0)))
    }
    #expect(
      messages.first?.hasSuffix("\n  [4]: expected to be greater than <0>, got <-5>\n  … (2 more)")
        == true)
  }

  @Test func namedPredicate() {
    expectNoFailure {
      expect([2, 4]).to(allPass("be even") { $0.isMultiple(of: 2) })
      expect([2, 3]).toNot(allPass("be even") { $0.isMultiple(of: 2) })
    }
    expectMessages([
      "expected to all be even, got <[2, 3, 4]>\nfirst failing element at index 1: <3>",
      "expected to not all be even, got <[2, 4]>",
      "expected to all be even, got <nil>",
    ]) {
      expect([2, 3, 4]).to(allPass("be even") { $0.isMultiple(of: 2) })
      expect([2, 4]).toNot(allPass("be even") { $0.isMultiple(of: 2) })
      expect(nil as [Int]?).to(allPass("be even") { $0.isMultiple(of: 2) })
    }
  }
}

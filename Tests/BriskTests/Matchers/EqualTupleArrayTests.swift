import BriskCore
import BriskTestSupport
import Testing

@Suite struct EqualTupleArrayTests {
  @Test func passesForEqualArraysOfEveryArity() {
    expectNoFailure {
      expect([(1, "a"), (2, "b")]).to(equal([(1, "a"), (2, "b")]))
      expect([(1, 2, 3)]).to(equal([(1, 2, 3)]))
      expect([(1, 2, 3, 4)]).to(equal([(1, 2, 3, 4)]))
      expect([(1, 2, 3, 4, 5)]).to(equal([(1, 2, 3, 4, 5)]))
      expect([(1, 2, 3, 4, 5, 6)]).to(equal([(1, 2, 3, 4, 5, 6)]))
      expect(nil as [(Int, Int)]?).to(equal(nil))
    }
  }

  @Test func failsNamingTheFirstDifference() {
    expectMessages([
      """
      expected to equal <[(1, "a"), (2, "c")]>, got <[(1, "a"), (2, "b")]>
      first difference at index 1: expected <(2, "c")>, got <(2, "b")>
      """,
      """
      expected to equal <[(1, 2, 3)]>, got <[(1, 2, 3), (4, 5, 6)]>
      count: expected 1, got 2
      first difference at index 1: expected end of sequence, got <(4, 5, 6)>
      """,
    ]) {
      expect([(1, "a"), (2, "b")]).to(equal([(1, "a"), (2, "c")]))
      expect([(1, 2, 3), (4, 5, 6)]).to(equal([(1, 2, 3)]))
    }
  }

  @Test func negation() {
    expectNoFailure { expect([(1, "a")]).toNot(equal([(2, "a")])) }
    expectMessage("expected to not equal <[(1, \"a\")]>, got <[(1, \"a\")]>") {
      expect([(1, "a")]).toNot(equal([(1, "a")]))
    }
  }

  @Test func nilActualFailsBothWaysWithAHint() {
    expectMessages([
      "expected to equal <[(1, \"a\")]>, got <nil>\n(use beNil() to match nil)",
      "expected to not equal <[(1, \"a\")]>, got <nil>\n(use beNil() to match nil)",
    ]) {
      expect(nil as [(Int, String)]?).to(equal([(1, "a")]))
      expect(nil as [(Int, String)]?).toNot(equal([(1, "a")]))
    }
  }
}

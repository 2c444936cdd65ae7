import Brisk
import BriskTestSupport
import Testing

@Suite struct EqualTupleOperatorsTests {
  @Test func tuplesOfEveryArityPass() {
    expectNoFailure {
      expect((1, "2")) == (1, "2")
      expect((1, two: "2")) == (1, two: "2")
      expect((1, "2", 3)) == (1, "2", 3)
      expect((1, "2", 3, four: "4")) == (1, "2", 3, "4")
      expect((1, "2", 3, four: "4", 5)) == (1, "2", 3, "4", five: 5)
      expect((1, "2", 3, four: "4", 5, "6")) == (1, "2", 3, "4", five: 5, "6")
      expect((1, "2")) != (1, "3")
      expect((1, 2, 3, 4, 5, 6)) != (1, 2, 3, 4, 5, 7)
    }
  }

  @Test func arraysOfTuplesOfEveryArityPass() {
    let labelled: [(Int, named: String)] = [(0, named: "0"), (1, named: "1")]
    let plain: [(Int, String)] = [(0, "0"), (1, "1")]
    expectNoFailure {
      expect(plain) == labelled
      expect(plain) != labelled.reversed()
      expect(plain) != []
      expect([(Int, String)]()) == []
      expect([(1, 2, 3)]) == [(1, 2, 3)]
      expect([(1, 2, 3, 4)]) == [(1, 2, 3, 4)]
      expect([(1, 2, 3, 4, 5)]) == [(1, 2, 3, 4, 5)]
      expect([(1, 2, 3, 4, 5, 6)]) == [(1, 2, 3, 4, 5, 6)]
      expect([(1, 2, 3, 4, 5, 6)]) != [(1, 2, 3, 4, 5, 7)]
    }
  }

  @Test func failsAsEqualDoes() {
    expectMessages([
      "expected to equal <(1, \"3\")>, got <(1, \"2\")>\ndifferences:\n  .1: expected <\"3\">, got <\"2\">",
      "expected to equal <(1, 2, 3, 4, 5, 7)>, got <(1, 2, 3, 4, 5, 6)>\ndifferences:\n  .5: expected <7>, got <6>",
      """
      expected to equal <[(1, "a"), (2, "c")]>, got <[(1, "a"), (2, "b")]>
      first difference at index 1: expected <(2, "c")>, got <(2, "b")>
      """,
    ]) {
      expect((1, "2")) == (1, "3")
      expect((1, 2, 3, 4, 5, 6)) == (1, 2, 3, 4, 5, 7)
      expect([(1, "a"), (2, "b")]) == [(1, "a"), (2, "c")]
    }
  }

  @Test func notEqualFailsOnEqualValues() {
    expectMessages([
      "expected to not equal <(1, \"2\")>, got <(1, \"2\")>",
      "expected to not equal <[(1, 2, 3)]>, got <[(1, 2, 3)]>",
    ]) {
      expect((1, "2")) != (1, "2")
      expect([(1, 2, 3)]) != [(1, 2, 3)]
    }
  }

  @Test func nilActualFailsAndNilMatchesNil() {
    expectNoFailure {
      expect(nil as (Int, Int)?) == nil
      expect(nil as [(Int, Int)]?) == nil
      expect((1, 2)) != nil
    }
    expectMessages([
      "expected to equal <(1, 2)>, got <nil>\n(use beNil() to match nil)",
      "expected to equal <[(1, 2)]>, got <nil>\n(use beNil() to match nil)",
      "expected to not equal <(1, 2)>, got <nil>\n(use beNil() to match nil)",
    ]) {
      expect(nil as (Int, Int)?) == (1, 2)
      expect(nil as [(Int, Int)]?) == [(1, 2)]
      expect(nil as (Int, Int)?) != (1, 2)
    }
  }
}

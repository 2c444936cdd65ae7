import BriskCore
import BriskTestSupport
import Testing

@Suite struct ElementsEqualTests {
  @Test func passesAcrossSequenceTypes() {
    expectNoFailure {
      expect([1, 2, 3]).to(elementsEqual(1...3))
      expect(ArraySlice([1, 2])).to(elementsEqual([1, 2]))
      expect(["a"]).to(elementsEqual(["A"], by: { $0.lowercased() == $1 }))
    }
  }

  @Test func failsWithACollectionDiff() {
    expectMessage(
      """
      expected to have elements equal to <[1, 2, 3]>, got <[1, 5, 3]>
      first difference at index 1: expected <2>, got <5>
      """
    ) {
      expect([1, 5, 3]).to(elementsEqual([1, 2, 3]))
    }
  }

  @Test func theDiffUsesTheGivenComparison() {
    expectMessages([
      """
      expected to have elements equal to <["A", "B", "X"]>, got <["a", "b", "c"]>
      first difference at index 2: expected <"X">, got <"c">
      """,
      """
      expected to have elements equal to <[1, 2]>, got <["1"]>
      count: expected 2, got 1
      first difference at index 1: expected <2>, got end of sequence
      """,
    ]) {
      expect(["a", "b", "c"]).to(elementsEqual(["A", "B", "X"], by: { $0 == $1.uppercased() }))
      expect(["1"]).to(elementsEqual([1, 2], by: { String($0) == $1 }))
    }
  }

  @Test func negation() {
    expectNoFailure { expect([1]).toNot(elementsEqual([2])) }
    expectMessage("expected to not have elements equal to <[1, 2]>, got <[1, 2]>") {
      expect([1, 2]).toNot(elementsEqual([1, 2]))
    }
  }

  @Test func nilFails() {
    expectMessage("expected to have elements equal to <[1, 2]>, got <nil>") {
      expect(nil as [Int]?).to(elementsEqual([1, 2]))
    }
  }

  @Test func optionalExpected() {
    let expected: [Int]? = [1, 2]
    expectNoFailure {
      expect([1, 2]).to(elementsEqual(expected))
      expect(1...2).to(elementsEqual(expected, by: ==))
    }
  }

  @Test func nilExpectedFailsBothWaysWithAHint() {
    expectMessages([
      "expected to have elements equal to <nil>, got <[1, 2]>\n(use beNil() to match nil)",
      "expected to not have elements equal to <nil>, got <[1, 2]>\n(use beNil() to match nil)",
    ]) {
      expect([1, 2]).to(elementsEqual(nil as [Int]?))
      expect([1, 2]).toNot(elementsEqual(nil as [Int]?))
    }
  }
}

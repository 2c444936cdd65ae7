import Brisk
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
      missing: <[2]>
      extra: <[5]>
      """
    ) {
      expect([1, 5, 3]).to(elementsEqual([1, 2, 3]))
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
}

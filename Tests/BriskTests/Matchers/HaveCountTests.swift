import BriskCore
import BriskTestSupport
import Foundation
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

  @Test func foundationCollectionsAndSequences() {
    expectNoFailure {
      expect(NSArray(array: [1, 2])).to(haveCount(2))
      expect(NSSet(array: [1, 2, 2])).to(haveCount(2))
      expect(NSDictionary(dictionary: ["a": 1])).to(haveCount(1))
      expect(NSIndexSet(indexesIn: NSRange(location: 0, length: 3))).to(haveCount(3))
      expect(stride(from: 0, to: 10, by: 5)).to(haveCount(2))
    }
    expectMessages([
      "expected to have count <3>, got <[1, 2]> (count 2)",
      "expected to not have count <2>, got <[1, 2]> (count 2)",
      "expected to have count <3>, got <nil>",
    ]) {
      expect(NSArray(array: [1, 2])).to(haveCount(3))
      expect(NSArray(array: [1, 2])).toNot(haveCount(2))
      expect(nil as NSArray?).to(haveCount(3))
    }
  }
}

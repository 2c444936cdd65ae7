import BriskCore
import BriskTestSupport
import Testing

@Suite struct ContainElementSatisfyingTests {
  @Test func passes() {
    expectNoFailure { expect([1, 2]).to(containElementSatisfying({ $0.isMultiple(of: 2) })) }
  }

  @Test func failsNamingThePredicate() {
    expectMessages([
      "expected to contain an element satisfying <is even>, got <[1, 3]>",
      "expected to contain an element satisfying the predicate, got <[1, 3]>",
    ]) {
      expect([1, 3]).to(containElementSatisfying({ $0.isMultiple(of: 2) }, "is even"))
      expect([1, 3]).to(containElementSatisfying({ $0.isMultiple(of: 2) }))
    }
  }

  @Test func negation() {
    expectNoFailure { expect([1, 3]).toNot(containElementSatisfying({ $0 > 5 })) }
    expectMessage("expected to not contain an element satisfying <is even>, got <[1, 2]>") {
      expect([1, 2]).toNot(containElementSatisfying({ $0.isMultiple(of: 2) }, "is even"))
    }
  }

  @Test func nilFails() {
    expectMessage("expected to contain an element satisfying the predicate, got <nil>") {
      expect(nil as [Int]?).to(containElementSatisfying({ _ in true }))
    }
  }
}

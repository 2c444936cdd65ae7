import BriskCore
import BriskTestSupport
import Testing

@Suite struct SatisfyAnyOfTests {
  @Test func passes() {
    expectNoFailure {
      expect(2).to(satisfyAnyOf(equal(1), equal(2)))
      expect(2).to(equal(1) || equal(2))
    }
  }

  @Test func fails() {
    expectMessage(
      """
      expected to equal <1> or equal <2>, got <3>
        ✗ equal <1>
        ✗ equal <2>
      """
    ) {
      expect(3).to(equal(1) || equal(2))
    }
  }

  @Test func negation() {
    expectNoFailure { expect(3).toNot(satisfyAnyOf(equal(1), equal(2))) }
    expectMessage(
      """
      expected to not equal <1> or equal <2>, got <2>
        ✗ equal <1>
        ✓ equal <2>
      """
    ) {
      expect(2).toNot(equal(1) || equal(2))
    }
  }

  @Test func nilFails() {
    expectMessage(
      """
      expected to equal <1> or equal <2>, got <nil>
        ✗ equal <1>
        ✗ equal <2>
      """
    ) {
      expect(nil as Int?).to(equal(1) || equal(2))
    }
  }

  @Test func nilPassesWhenOnePartAcceptsNil() {
    expectNoFailure { expect(nil as Int?).to(equal(1) || beNil()) }
  }
}

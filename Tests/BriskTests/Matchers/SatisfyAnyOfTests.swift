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

  @Test func anArrayOfMatchersChecksTheSame() {
    let checks = [equal(1), equal(2)]
    expectNoFailure { expect(2).to(satisfyAnyOf(checks)) }
    expectMessages([
      "expected to equal <1> or equal <2>, got <3>\n  ✗ equal <1>\n  ✗ equal <2>",
      "expected to not equal <1> or equal <2>, got <2>\n  ✗ equal <1>\n  ✓ equal <2>",
      "expected to equal <1> or equal <2>, got <nil>\n  ✗ equal <1>\n  ✗ equal <2>",
    ]) {
      expect(3).to(satisfyAnyOf(checks))
      expect(2).toNot(satisfyAnyOf(checks))
      expect(nil as Int?).to(satisfyAnyOf(checks))
    }
  }

  @Test func noMatchersFailBothWays() {
    expectMessages([
      "expected to satisfy any of no matchers, got <5>: pass satisfyAnyOf at least one matcher",
      "expected to not satisfy any of no matchers, got <5>: pass satisfyAnyOf at least one matcher",
    ]) {
      expect(5).to(satisfyAnyOf([Matcher<Int>]()))
      expect(5).toNot(satisfyAnyOf([Matcher<Int>]()))
    }
  }

  /// Compiles only while the synchronous form is chosen in an async function: the async form
  /// would need `await` here.
  @Test func synchronousMatchersNeedNoAwaitInAnAsyncTest() async {
    expect(2).to(satisfyAnyOf(equal(1), equal(2)))
  }
}

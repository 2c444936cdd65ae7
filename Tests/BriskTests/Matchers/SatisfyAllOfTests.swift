import BriskCore
import BriskTestSupport
import Testing

@Suite struct SatisfyAllOfTests {
  @Test func passes() {
    expectNoFailure {
      expect(2).to(satisfyAllOf(beGreaterThan(0), beLessThan(3)))
      expect(2).to(beGreaterThan(0) && beLessThan(3))
    }
  }

  @Test func failsMarkingEachPart() {
    expectMessages([
      """
      expected to be greater than <0> and be less than <3>, got <5>
        ✓ be greater than <0>
        ✗ be less than <3>
      """,
      """
      expected to be greater than <0> and be less than <3>, got <5>
        ✓ be greater than <0>
        ✗ be less than <3>
      """,
    ]) {
      expect(5).to(satisfyAllOf(beGreaterThan(0), beLessThan(3)))
      expect(5).to(beGreaterThan(0) && beLessThan(3))
    }
  }

  @Test func negation() {
    expectNoFailure { expect(5).toNot(beGreaterThan(0) && beLessThan(3)) }
    expectMessage(
      """
      expected to not be greater than <0> and be less than <10>, got <5>
        ✓ be greater than <0>
        ✓ be less than <10>
      """
    ) {
      expect(5).toNot(beGreaterThan(0) && beLessThan(10))
    }
  }

  @Test func nilFailsBothWays() {
    expectMessages([
      """
      expected to equal <1> and be less than <3>, got <nil>
        ✗ equal <1>
        ✗ be less than <3>
      """,
      """
      expected to not equal <1> and be less than <3>, got <nil>
        ✗ equal <1>
        ✗ be less than <3>
      """,
    ]) {
      expect(nil as Int?).to(equal(1) && beLessThan(3))
      expect(nil as Int?).toNot(equal(1) && beLessThan(3))
    }
  }

  @Test func aThrowingActualIsEvaluatedOnceAndReported() {
    struct Boom: Error {}
    var calls = 0
    func value() throws -> Int {
      calls += 1
      throw Boom()
    }
    expectMessage(
      """
      expected to equal <1> and equal <2>, got unexpected error thrown: <Boom()>
        ✗ equal <1>
        ✗ equal <2>
      """
    ) {
      expect { try value() }.to(equal(1) && equal(2))
    }
    #expect(calls == 1)
  }

  @Test func anArrayOfMatchersChecksTheSame() {
    let checks = [beGreaterThan(0), beLessThan(3)]
    expectNoFailure { expect(2).to(satisfyAllOf(checks)) }
    expectMessages([
      "expected to be greater than <0> and be less than <3>, got <5>\n  ✓ be greater than <0>\n  ✗ be less than <3>",
      "expected to not be greater than <0> and be less than <3>, got <2>\n  ✓ be greater than <0>\n  ✓ be less than <3>",
      "expected to be greater than <0> and be less than <3>, got <nil>\n  ✗ be greater than <0>\n  ✗ be less than <3>",
    ]) {
      expect(5).to(satisfyAllOf(checks))
      expect(2).toNot(satisfyAllOf(checks))
      expect(nil as Int?).to(satisfyAllOf(checks))
    }
  }

  @Test func noMatchersFailBothWays() {
    expectMessages([
      "expected to satisfy all of no matchers, got <5>: pass satisfyAllOf at least one matcher",
      "expected to not satisfy all of no matchers, got <5>: pass satisfyAllOf at least one matcher",
    ]) {
      expect(5).to(satisfyAllOf([Matcher<Int>]()))
      expect(5).toNot(satisfyAllOf([Matcher<Int>]()))
    }
  }

  /// Compiles only while the synchronous form is chosen in an async function: the async form
  /// would need `await` here.
  @Test func synchronousMatchersNeedNoAwaitInAnAsyncTest() async {
    expect(2).to(satisfyAllOf(beGreaterThan(0), beLessThan(3)))
  }
}

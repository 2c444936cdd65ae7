import BriskCore
import BriskTestSupport
import Testing

/// The three-line custom matcher from the README.
private func beEven() -> Matcher<Int> {
  Matcher("be even") { $0.isMultiple(of: 2) }
}

/// Full control over status and message, `nil` included.
private func beRed() -> Matcher<String> {
  Matcher { actual in
    MatcherResult(
      status: actual == nil ? .fail : MatcherStatus(bool: actual == "red"),
      message: .expected("be red", got: actual))
  }
}

@Suite struct MatcherTests {
  @Test func aThreeLineMatcherHasTheCommonMessage() {
    expectNoFailure {
      expect(2).to(beEven())
      expect(3).toNot(beEven())
    }
    expectMessages([
      "expected to be even, got <3>", "expected to not be even, got <4>",
      "expected to be even, got <nil>",
      "expected to not be even, got <nil>",
    ]) {
      expect(3).to(beEven())
      expect(4).toNot(beEven())
      expect(nil as Int?).to(beEven())
      expect(nil as Int?).toNot(beEven())
    }
  }

  @Test func aFullMatcherDecidesItsStatusAndMessage() {
    expectNoFailure { expect("red").to(beRed()) }
    expectMessages(["expected to be red, got <\"blue\">", "expected to be red, got <nil>"]) {
      expect("blue").to(beRed())
      expect(nil as String?).to(beRed())
    }
  }

  @Test func anOutcomeMatcherSeesThrownErrors() {
    struct Boom: Error {}
    let throwsBoom = Matcher<Int>(outcome: { outcome in
      let threw = (try? outcome.get()) == nil
      return MatcherResult(
        status: MatcherStatus(bool: threw), message: ExpectationMessage(expectation: "throw Boom"))
    })
    expectNoFailure { expect { () throws -> Int in throw Boom() }.to(throwsBoom) }
    expectMessage("expected to throw Boom") { expect(1).to(throwsBoom) }
  }

  @Test func statusPolarity() {
    #expect(MatcherStatus.matches.passes(negated: false))
    #expect(!MatcherStatus.matches.passes(negated: true))
    #expect(MatcherStatus.doesNotMatch.passes(negated: true))
    #expect(!MatcherStatus.fail.passes(negated: false))
    #expect(!MatcherStatus.fail.passes(negated: true))
    #expect(MatcherStatus(bool: true) == .matches)
  }
}

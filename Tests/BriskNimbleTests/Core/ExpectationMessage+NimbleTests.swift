import Brisk
import BriskTestSupport
import Testing

/// Renders `message` as a matcher's failure for the actual value `3`.
private func failure(_ message: ExpectationMessage, negated: Bool = false) -> [String] {
  let matcher = Matcher<Int> { _ in MatcherResult(status: .fail, message: message) }
  return failureMessages {
    if negated { expect(3).toNot(matcher) } else { expect(3).to(matcher) }
  }
}

@Suite struct ExpectationMessageNimbleTests {
  @Test func expectedToHasNoActualValue() {
    #expect(failure(.expectedTo("be ready")) == ["expected to be ready"])
    #expect(failure(.expectedTo("be ready"), negated: true) == ["expected to not be ready"])
  }

  @Test func expectedActualValueToIsFilledWithTheActualValue() {
    #expect(failure(.expectedActualValueTo("be even")) == ["expected to be even, got <3>"])
    #expect(
      failure(.expectedActualValueTo("be odd"), negated: true)
        == ["expected to not be odd, got <3>"])
    let nilActual = failureMessages {
      expect(nil as Int?).to(
        Matcher { _ in MatcherResult(status: .fail, message: .expectedActualValueTo("be even")) })
    }
    #expect(nilActual == ["expected to be even, got <nil>"])
  }

  @Test func expectedCustomValueToKeepsItsOwnActualText() {
    #expect(
      failure(.expectedCustomValueTo("have 2 rows", actual: "3 rows"))
        == ["expected to have 2 rows, got 3 rows"])
  }

  @Test func failIsShownAsWritten() {
    #expect(failure(.fail("the cache is cold")) == ["the cache is cold"])
    #expect(failure(.fail("the cache is cold"), negated: true) == ["the cache is cold"])
  }

  @Test func appendedTextFollowsTheActualValue() {
    #expect(
      failure(.expectedActualValueTo("be even").appendedBeNilHint())
        == ["expected to be even, got <3> (use beNil() to match nils)"])
    #expect(
      failure(.expectedTo("be ready").appended(message: "!")) == ["expected to be ready!"])
    #expect(
      failure(.fail("cold").appended(message: " cache")) == ["cold cache"])
  }

  @Test func detailsGoOnTheirOwnLines() {
    #expect(
      failure(.expectedActualValueTo("be even").appended(details: "odd numbers: 1, 3"))
        == ["expected to be even, got <3>\nodd numbers: 1, 3"])
  }

  @Test func prependedExpectationGoesAfterExpectedTo() {
    #expect(
      failure(.expectedActualValueTo("be even").prepended(expectation: "all "))
        == ["expected to all be even, got <3>"])
    #expect(failure(.fail("cold").prepended(expectation: "all ")) == ["cold"])
    #expect(
      failure(.expectedTo("be even").wrappedExpectation(before: "<", after: ">"))
        == ["expected to <be even>"])
  }

  @Test func replacedExpectationKeepsAppendedTextAndDetails() {
    let message = ExpectationMessage.expectedActualValueTo("be even")
      .appended(message: " (hint)")
      .appended(details: "detail")
      .replacedExpectation { _ in .expectedTo("be odd") }
    #expect(failure(message) == ["expected to be odd (hint)\ndetail"])
    #expect(message.expectedMessage == "be odd (hint)")
  }

  @Test func toStringRendersAsNimbleDoes() {
    #expect(
      ExpectationMessage.expectedActualValueTo("be even").toString(actual: "<3>")
        == "expected to be even, got <3>")
    #expect(
      ExpectationMessage.expectedTo("be even").toString(actual: "<3>", to: "to not")
        == "expected to not be even")
    #expect(
      ExpectationMessage.expectedCustomValueTo("be even", actual: "three")
        .toString(actual: "<3>", expected: "wanted") == "wanted to be even, got three")
    #expect(
      ExpectationMessage.fail("cold").appended(details: "why").toString(actual: "<3>")
        == "cold\n\nwhy")
    #expect(
      ExpectationMessage.expected("equal <2>", got: 1).toString(actual: "<9>")
        == "expected to equal <2>, got <1>")
  }
}

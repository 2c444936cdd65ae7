import Brisk
import Testing

/// A matcher written as swift-fakes writes `beCalled`: it asks each nested result whether it
/// passes with `toBoolean(expectation: .toMatch)`.
private func haveEveryElement(_ matchers: Matcher<Int>...) -> Matcher<[Int]> {
  Matcher.define("have every element match \(matchers.count) matchers") { expression, message in
    let values = try expression.evaluate() ?? []
    let allMatch = try values.allSatisfy { value in
      let element = Expression(expression: { value }, location: expression.location)
      return try matchers.map { try $0.satisfies(element) }
        .allSatisfy { $0.toBoolean(expectation: .toMatch) }
    }
    return MatcherResult(bool: allMatch, message: message)
  }
}

@Suite struct ExpectationStyleTests {
  @Test func toMatchPassesOnlyAMatch() {
    let message = ExpectationMessage.expectedTo("be even")
    #expect(MatcherResult(status: .matches, message: message).toBoolean(expectation: .toMatch))
    #expect(
      !MatcherResult(status: .doesNotMatch, message: message).toBoolean(expectation: .toMatch))
    #expect(!MatcherResult(status: .fail, message: message).toBoolean(expectation: .toMatch))
  }

  @Test func toNotMatchPassesOnlyADoesNotMatch() {
    let message = ExpectationMessage.expectedTo("be even")
    #expect(!MatcherResult(status: .matches, message: message).toBoolean(expectation: .toNotMatch))
    #expect(
      MatcherResult(status: .doesNotMatch, message: message).toBoolean(expectation: .toNotMatch))
    #expect(!MatcherResult(status: .fail, message: message).toBoolean(expectation: .toNotMatch))
  }

  @Test func aLibraryMatcherBuiltOnItPassesAndFailsWordForWord() {
    #expect(
      withFailureCollection { expect([2, 4]).to(haveEveryElement(beGreaterThan(1))) }.isEmpty)
    let failures = withFailureCollection {
      expect([2, 0]).to(haveEveryElement(beGreaterThan(1), beLessThan(5)))
    }
    #expect(
      failures.map(\.message) == ["expected to have every element match 2 matchers, got <[2, 0]>"])
  }

  @Test func theStyleIsAPlainEnum() {
    let styles: [ExpectationStyle] = [.toMatch, .toNotMatch]
    #expect(styles.map { "\($0)" } == ["toMatch", "toNotMatch"])
  }
}

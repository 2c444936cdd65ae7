/// Inverts a matcher: `expect(x).to(not(equal(1)))` reads like `toNot(equal(1))` and composes.
///
/// A value the inner matcher cannot judge, such as `nil` for `equal(1)`, still fails.
///
/// ```text
/// expected to not equal <1>, got <1>
/// expected to not equal <1>, got <nil>
/// ```
/// - Parameter matcher: The matcher to invert.
/// - Returns: A matcher.
public func not<Value>(_ matcher: Matcher<Value>) -> Matcher<Value> {
  Matcher(outcome: { outcome in
    let (status, message) = matcher.evaluate(outcome)
    var inverted = message()
    inverted.expectation = "not " + inverted.expectation
    switch status {
    case .matches: return MatcherResult(status: .doesNotMatch, message: inverted)
    case .doesNotMatch: return MatcherResult(status: .matches, message: inverted)
    case .fail: return MatcherResult(status: .fail, message: inverted)
    }
  })
}

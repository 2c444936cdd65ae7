/// Passes when the actual value passes every one of `matchers`. `a && b` is the same.
///
/// ```text
/// expected to be greater than <0> and be less than <3>, got <5>
///   ✓ be greater than <0>
///   ✗ be less than <3>
/// expected to not be greater than <0> and be less than <10>, got <5>
///   ✓ be greater than <0>
///   ✓ be less than <10>
/// ```
/// - Parameter matchers: The checks.
/// - Returns: A matcher.
public func satisfyAllOf<Value>(_ matchers: Matcher<Value>...) -> Matcher<Value> {
  satisfyAllOf(matchers)
}

/// Passes when the actual value passes every one of `matchers`, given as an array: a list built
/// at run time. An empty list fails both ways, since a check of nothing cannot fail.
///
/// ```text
/// expected to be greater than <0> and be less than <3>, got <5>
///   ✓ be greater than <0>
///   ✗ be less than <3>
/// expected to satisfy all of no matchers, got <5>: pass satisfyAllOf at least one matcher
/// ```
/// - Parameter matchers: The checks.
/// - Returns: A matcher.
public func satisfyAllOf<Value>(_ matchers: [Matcher<Value>]) -> Matcher<Value> {
  _compose(matchers, joiner: "and", combine: _allOf)
}

extension Matcher {
  /// Passes when the actual value passes both matchers: `beGreaterThan(0) && beLessThan(3)`.
  public static func && (lhs: Matcher, rhs: Matcher) -> Matcher {
    satisfyAllOf(lhs, rhs)
  }
}

/// Composes matchers: each child sees the same outcome, evaluated once. No matchers fail.
func _compose<Value>(
  _ matchers: [Matcher<Value>],
  joiner: String,
  combine: @escaping ([MatcherStatus]) -> MatcherStatus
) -> Matcher<Value> {
  Matcher(outcome: { outcome in
    if matchers.isEmpty {
      return _noMatchers(joiner: joiner, actual: describeOutcome(outcome))
    }
    let results = matchers.map { $0.evaluate(outcome) }
    let expectation = matchers.map(\.expectationPhrase).joined(separator: " \(joiner) ")
    var details: [String] = []
    if matchers.count > 1 {
      details = zip(matchers, results).map { matcher, result in
        (result.status == .matches ? "  ✓ " : "  ✗ ") + matcher.expectationPhrase
      }
    }
    return MatcherResult(
      status: combine(results.map(\.status)),
      message: ExpectationMessage(
        expectation: expectation, actual: describeOutcome(outcome), details: details))
  })
}

/// The failure of `satisfyAllOf` or `satisfyAnyOf` given no matchers, whichever the verb.
func _noMatchers(joiner: String, actual: String) -> MatcherResult {
  let name = joiner == "and" ? "satisfyAllOf" : "satisfyAnyOf"
  let message = ExpectationMessage(
    expectation: "satisfy \(joiner == "and" ? "all" : "any") of no matchers", actual: actual)
  return MatcherResult(
    status: .fail, message: message.appending(": pass \(name) at least one matcher"))
}

/// Passes when the actual value passes at least one of `matchers`. `a || b` is the same.
///
/// ```text
/// expected to equal <1> or equal <2>, got <3>
///   ✗ equal <1>
///   ✗ equal <2>
/// expected to not equal <1> or equal <2>, got <2>
///   ✗ equal <1>
///   ✓ equal <2>
/// ```
/// - Parameter matchers: The checks.
/// - Returns: A matcher.
public func satisfyAnyOf<Value>(_ matchers: Matcher<Value>...) -> Matcher<Value> {
  _compose(matchers, joiner: "or") { statuses in
    if statuses.contains(.matches) { return .matches }
    return statuses.contains(.fail) ? .fail : .doesNotMatch
  }
}

extension Matcher {
  /// Passes when the actual value passes either matcher: `equal(1) || equal(2)`.
  public static func || (lhs: Matcher, rhs: Matcher) -> Matcher {
    satisfyAnyOf(lhs, rhs)
  }
}

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
  satisfyAnyOf(matchers)
}

/// Passes when the actual value passes at least one of `matchers`, given as an array: a list
/// built at run time. An empty list fails both ways, since a check of nothing cannot fail.
///
/// ```text
/// expected to equal <1> or equal <2>, got <3>
///   ✗ equal <1>
///   ✗ equal <2>
/// expected to satisfy any of no matchers, got <3>: pass satisfyAnyOf at least one matcher
/// ```
/// - Parameter matchers: The checks.
/// - Returns: A matcher.
public func satisfyAnyOf<Value>(_ matchers: [Matcher<Value>]) -> Matcher<Value> {
  _compose(matchers, joiner: "or", combine: _anyOf)
}

extension Matcher {
  /// Passes when the actual value passes either matcher: `equal(1) || equal(2)`.
  public static func || (lhs: Matcher, rhs: Matcher) -> Matcher {
    satisfyAnyOf(lhs, rhs)
  }
}

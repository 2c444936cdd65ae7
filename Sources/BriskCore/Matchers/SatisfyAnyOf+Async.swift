// Not `@_disfavoredOverload`, as in Nimble: disfavored, it would be chosen over the synchronous
// form in an async function (a synchronous call there counts against a solution, and that
// outranks being disfavored), so `expect(x).to(satisfyAnyOf(a, b))` of two synchronous
// matchers would need `await`. Not disfavored, the synchronous form wins everywhere.

/// Passes when the actual value passes at least one of `matchers`, synchronous and async
/// mixed; check it with `await`. `a || b` is the same when either is an ``AsyncMatcher``.
///
/// ```text
/// expected to equal <1> or equal <2>, got <3>
///   ✗ equal <1>
///   ✗ equal <2>
/// ```
/// - Parameter matchers: The checks.
/// - Returns: An async matcher.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public func satisfyAnyOf<Value>(
  _ matchers: any AsyncableMatcher<Value>...
) -> AsyncMatcher<Value> {
  satisfyAnyOf(matchers)
}

/// The same, with `matchers` given as an array: a list built at run time. An empty list fails
/// both ways, since a check of nothing cannot fail. In an async function, an array of
/// synchronous matchers is taken by this form too, as in Nimble: check it with `await`, or pass
/// the matchers one by one to ``satisfyAnyOf(_:)-(Matcher<Value>...)``, whose synchronous form
/// then wins.
///
/// ```text
/// expected to equal <1> or equal <2>, got <3>
///   ✗ equal <1>
///   ✗ equal <2>
/// expected to satisfy any of no matchers, got <3>: pass satisfyAnyOf at least one matcher
/// ```
/// - Parameter matchers: The checks.
/// - Returns: An async matcher.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public func satisfyAnyOf<Value>(
  _ matchers: [any AsyncableMatcher<Value>]
) -> AsyncMatcher<Value> {
  _composeAsync(matchers.map { $0.asyncMatcher }, joiner: "or", combine: _anyOf)
}

extension AsyncMatcher {
  /// Passes when the actual value passes either matcher: `isStored() || beNil()`.
  @_disfavoredOverload
  public static func || (lhs: AsyncMatcher, rhs: AsyncMatcher) -> AsyncMatcher {
    _composeAsync([lhs, rhs], joiner: "or", combine: _anyOf)
  }

  /// Passes when the actual value passes either matcher.
  @_disfavoredOverload
  public static func || (lhs: AsyncMatcher, rhs: Matcher<Actual>) -> AsyncMatcher {
    lhs || rhs.asyncMatcher
  }

  /// Passes when the actual value passes either matcher.
  @_disfavoredOverload
  public static func || (lhs: Matcher<Actual>, rhs: AsyncMatcher) -> AsyncMatcher {
    lhs.asyncMatcher || rhs
  }
}

/// `satisfyAnyOf`: one match is enough; otherwise a status that cannot be judged fails.
func _anyOf(_ statuses: [MatcherStatus]) -> MatcherStatus {
  if statuses.contains(.matches) { return .matches }
  return statuses.contains(.fail) ? .fail : .doesNotMatch
}

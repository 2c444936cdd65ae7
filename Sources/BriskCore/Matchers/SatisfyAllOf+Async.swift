// Not `@_disfavoredOverload`, as in Nimble: disfavored, it would be chosen over the synchronous
// form in an async function (a synchronous call there counts against a solution, and that
// outranks being disfavored), so `expect(x).to(satisfyAllOf(a, b))` of two synchronous
// matchers would need `await`. Not disfavored, the synchronous form wins everywhere.

/// Passes when the actual value passes every one of `matchers`, synchronous and async mixed;
/// check it with `await`. `a && b` is the same when either is an ``AsyncMatcher``.
///
/// The actual expression is evaluated once, and each matcher sees that value.
///
/// ```text
/// expected to equal <3> and be less than <3>, got <5>
///   ✗ equal <3>
///   ✗ be less than <3>
/// ```
/// - Parameter matchers: The checks.
/// - Returns: An async matcher.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public func satisfyAllOf<Value>(
  _ matchers: any AsyncableMatcher<Value>...
) -> AsyncMatcher<Value> {
  satisfyAllOf(matchers)
}

/// The same, with `matchers` given as an array: a list built at run time. An empty list fails
/// both ways, since a check of nothing cannot fail. In an async function, an array of
/// synchronous matchers is taken by this form too, as in Nimble: check it with `await`, or pass
/// the matchers one by one to ``satisfyAllOf(_:)-(Matcher<Value>...)``, whose synchronous form
/// then wins.
///
/// ```text
/// expected to equal <3> and be less than <3>, got <5>
///   ✗ equal <3>
///   ✗ be less than <3>
/// expected to satisfy all of no matchers, got <5>: pass satisfyAllOf at least one matcher
/// ```
/// - Parameter matchers: The checks.
/// - Returns: An async matcher.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public func satisfyAllOf<Value>(
  _ matchers: [any AsyncableMatcher<Value>]
) -> AsyncMatcher<Value> {
  _composeAsync(matchers.map { $0.asyncMatcher }, joiner: "and", combine: _allOf)
}

extension AsyncMatcher {
  /// Passes when the actual value passes both matchers: `isStored() && beGreaterThan(0)`.
  @_disfavoredOverload
  public static func && (lhs: AsyncMatcher, rhs: AsyncMatcher) -> AsyncMatcher {
    _composeAsync([lhs, rhs], joiner: "and", combine: _allOf)
  }

  /// Passes when the actual value passes both matchers.
  @_disfavoredOverload
  public static func && (lhs: AsyncMatcher, rhs: Matcher<Actual>) -> AsyncMatcher {
    lhs && rhs.asyncMatcher
  }

  /// Passes when the actual value passes both matchers.
  @_disfavoredOverload
  public static func && (lhs: Matcher<Actual>, rhs: AsyncMatcher) -> AsyncMatcher {
    lhs.asyncMatcher && rhs
  }
}

/// `satisfyAllOf`: any status that cannot be judged fails, else all must match.
func _allOf(_ statuses: [MatcherStatus]) -> MatcherStatus {
  if statuses.contains(.fail) { return .fail }
  return MatcherStatus(bool: statuses.allSatisfy { $0 == .matches })
}

/// Composes async matchers: each child sees the same value, evaluated once.
func _composeAsync<Value>(
  _ matchers: [AsyncMatcher<Value>],
  joiner: String,
  combine: @escaping ([MatcherStatus]) -> MatcherStatus
) -> AsyncMatcher<Value> {
  AsyncMatcher { expression in
    let cached = expression.withCaching()
    if matchers.isEmpty {
      return _noMatchers(joiner: joiner, actual: await describeOutcome(of: cached))
    }
    var results: [(status: MatcherStatus, message: ExpectationMessage)] = []
    for matcher in matchers {
      results.append(await matcher.evaluate(cached))
    }
    let expectation = results.map(\.message.expectation).joined(separator: " \(joiner) ")
    var details: [String] = []
    if matchers.count > 1 {
      details = results.map { ($0.status == .matches ? "  ✓ " : "  ✗ ") + $0.message.expectation }
    }
    return MatcherResult(
      status: combine(results.map(\.status)),
      message: ExpectationMessage(
        expectation: expectation, actual: await describeOutcome(of: cached), details: details))
  }
}

/// A matcher that an async check can run: ``Matcher`` or ``AsyncMatcher``, as Nimble's
/// `AsyncableMatcher`.
///
/// The async forms of `satisfyAllOf`, `satisfyAnyOf` and `map` take it, so a synchronous
/// matcher and an async one mix: `satisfyAllOf(beGreaterThan(0), isStored())`.
public protocol AsyncableMatcher<Value> {
  /// The type of the actual value.
  associatedtype Value
  /// The same check as an ``AsyncMatcher``.
  var asyncMatcher: AsyncMatcher<Value> { get }
}

extension AsyncMatcher: AsyncableMatcher {
  /// The matcher itself.
  public var asyncMatcher: AsyncMatcher<Actual> { self }
}

extension Matcher: AsyncableMatcher {
  /// The matcher as an ``AsyncMatcher``: the async expression is evaluated, then checked.
  public var asyncMatcher: AsyncMatcher<Actual> {
    AsyncMatcher { expression in
      let (status, message) = self.evaluate(await expression.toSynchronousExpression())
      return MatcherResult(status: status, message: message())
    }
  }
}

extension AsyncMatcher {
  /// The expectation phrase alone, for example `equal <2>`, from a `nil` actual: used by
  /// composite messages.
  func expectationPhrase(isolation: isolated (any Actor)? = #isolation) async -> String {
    let nothing = AsyncExpression<Actual>(expression: { nil }, location: .unknown)
    return await evaluate(nothing).message.expectation
  }
}

/// The value an async expression gives, rendered `<value>`, or the error it throws.
func describeOutcome<Value>(
  of expression: AsyncExpression<Value>, isolation: isolated (any Actor)? = #isolation
) async -> String {
  do {
    return describeOutcome(Result<Value?, any Error>.success(try await expression.evaluate()))
  } catch {
    return describeOutcome(Result<Value?, any Error>.failure(error))
  }
}

/// Inverts an async matcher: `await expect(x).to(not(isStored()))`.
///
/// A value the inner matcher cannot judge still fails.
///
/// ```text
/// expected to not be stored, got <1>
/// ```
/// - Parameter matcher: The async matcher to invert.
/// - Returns: An async matcher.
public func not<Value>(_ matcher: AsyncMatcher<Value>) -> AsyncMatcher<Value> {
  AsyncMatcher { expression in
    var (status, message) = await matcher.evaluate(expression)
    message.expectation = "not " + message.expectation
    switch status {
    case .matches: status = .doesNotMatch
    case .doesNotMatch: status = .matches
    case .fail: break
    }
    return MatcherResult(status: status, message: message)
  }
}

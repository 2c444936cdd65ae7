/// Passes when every element of the actual sequence satisfies an async `predicate`; check it
/// with `await`, as Nimble's `allPass { await … }`.
///
/// ```text
/// expected to all pass the predicate, got <[2, 3, 4]>
/// first failing element at index 1: <3>
/// expected to not all pass the predicate, got <[2, 4]>
/// expected to all pass the predicate, got <nil>
/// ```
/// - Parameter predicate: The async test for each element.
/// - Returns: An async matcher.
@_disfavoredOverload
public func allPass<Value: Sequence>(
  _ predicate: nonisolated(nonsending) @escaping (Value.Element) async throws -> Bool
) -> AsyncMatcher<Value> {
  allPass("pass the predicate", predicate)
}

/// Passes when every element of the actual sequence satisfies an async `predicate`, described
/// as `passName`: `allPass("be stored") { await store.contains($0) }`.
///
/// ```text
/// expected to all be stored, got <[2, 3, 4]>
/// first failing element at index 1: <3>
/// ```
/// - Parameters:
///   - passName: What each element must do, after `all`.
///   - predicate: The async test for each element.
/// - Returns: An async matcher.
@_disfavoredOverload
public func allPass<Value: Sequence>(
  _ passName: String,
  _ predicate: nonisolated(nonsending) @escaping (Value.Element) async throws -> Bool
) -> AsyncMatcher<Value> {
  AsyncMatcher { expression in
    let expectation = "all \(passName)"
    do {
      guard let actual = try await expression.evaluate() else {
        return MatcherResult(status: .fail, message: .awaitingActual(expectation))
      }
      for (offset, element) in actual.enumerated() where try await !predicate(element) {
        var message = ExpectationMessage.expected(expectation, got: actual)
        message.details = ["first failing element at index \(offset): <\(stringify(element))>"]
        return MatcherResult(status: .doesNotMatch, message: message)
      }
      return MatcherResult(status: .matches, message: .expected(expectation, got: actual))
    } catch {
      return MatcherResult(
        status: .fail, message: .unexpectedError(error, expectation: expectation))
    }
  }
}

/// Passes when every element of the actual sequence passes an async `matcher`.
///
/// ```text
/// expected to all be stored, got <[1, 2, 3]>
/// failing elements:
///   [1]: expected to be stored, got <2>
/// ```
/// - Parameter matcher: The async check for each element.
/// - Returns: An async matcher.
public func allPass<Value: Sequence>(
  _ matcher: AsyncMatcher<Value.Element>
) -> AsyncMatcher<Value> {
  AsyncMatcher { expression in
    let expectation = "all \(await matcher.expectationPhrase())"
    guard let actual = try await expression.evaluate() else {
      return MatcherResult(status: .fail, message: .awaitingActual(expectation))
    }
    var status = MatcherStatus.matches
    var failing: [String] = []
    for (offset, element) in actual.enumerated() {
      let element = AsyncExpression(expression: { element }, location: expression.location)
      let (elementStatus, elementMessage) = await matcher.evaluate(element)
      if elementStatus == .matches { continue }
      // An element the matcher cannot judge fails both ways.
      status = elementStatus == .fail || status == .fail ? .fail : .doesNotMatch
      failing.append("  [\(offset)]: \(elementMessage.rendered())")
    }
    var message = ExpectationMessage.expected(expectation, got: actual)
    if !failing.isEmpty {
      message.details = ["failing elements:"] + failing.prefix(5)
      if failing.count > 5 { message.details.append("  … (\(failing.count - 5) more)") }
    }
    return MatcherResult(status: status, message: message)
  }
}

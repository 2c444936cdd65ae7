/// Passes when at least one element of the actual sequence satisfies an async `predicate`;
/// check it with `await`, as Nimble's `containElementSatisfying { await … }`.
///
/// ```text
/// expected to contain an element satisfying <is stored>, got <[1, 3]>
/// expected to not contain an element satisfying <is stored>, got <[1, 2]>
/// expected to contain an element satisfying the predicate, got <nil>
/// ```
/// - Parameters:
///   - predicate: The async test for each element.
///   - predicateDescription: Names the predicate in the failure message.
/// - Returns: An async matcher.
@_disfavoredOverload
public func containElementSatisfying<Value: Sequence>(
  _ predicate: nonisolated(nonsending) @escaping (Value.Element) async throws -> Bool,
  _ predicateDescription: String = ""
) -> AsyncMatcher<Value> {
  let name = predicateDescription.isEmpty ? "the predicate" : "<\(predicateDescription)>"
  let expectation = "contain an element satisfying \(name)"
  return AsyncMatcher { expression in
    do {
      guard let actual = try await expression.evaluate() else {
        return MatcherResult(status: .fail, message: .awaitingActual(expectation))
      }
      for element in actual where try await predicate(element) {
        return MatcherResult(status: .matches, message: .expected(expectation, got: actual))
      }
      return MatcherResult(status: .doesNotMatch, message: .expected(expectation, got: actual))
    } catch {
      return MatcherResult(
        status: .fail, message: .unexpectedError(error, expectation: expectation))
    }
  }
}

/// A matcher that awaits: it reads an ``AsyncExpression`` and may suspend, as Nimble's
/// `AsyncMatcher`. Check it with `await expect(…).to(asyncMatcher)`.
///
/// ```swift
/// func beStored(in store: Store) -> AsyncMatcher<Item> {
///   AsyncMatcher.simple("be stored") { expression in
///     guard let item = try await expression.evaluate() else { return .fail }
///     return MatcherStatus(bool: await store.contains(item))
///   }
/// }
/// ```
///
/// ```text
/// expected to be stored, got <Item(id: 3)>
/// ```
public struct AsyncMatcher<Actual> {
  private let matcher:
    nonisolated(nonsending) (AsyncExpression<Actual>) async throws -> MatcherResult

  /// A matcher from an async closure over the expression.
  /// - Parameter matcher: Judges the expression.
  public init(
    _ matcher:
      nonisolated(nonsending) @escaping (AsyncExpression<Actual>) async throws -> MatcherResult
  ) {
    self.matcher = matcher
  }

  /// Judges an expression; an error thrown by the expression or the matcher is thrown again.
  /// - Parameters:
  ///   - expression: The actual expression.
  ///   - isolation: The caller's actor; the matcher runs on it.
  /// - Returns: The status and the message.
  public func satisfies(
    _ expression: AsyncExpression<Actual>, isolation: isolated (any Actor)? = #isolation
  ) async throws -> MatcherResult {
    try await matcher(expression)
  }
}

extension AsyncMatcher {
  /// Judges an expression for an expectation: an error becomes a failing status with
  /// `got unexpected error thrown: <error>`, and the actual value is filled into the message.
  func evaluate(
    _ expression: AsyncExpression<Actual>, isolation: isolated (any Actor)? = #isolation
  ) async -> (status: MatcherStatus, message: ExpectationMessage) {
    do {
      let result = try await satisfies(expression)
      let actual: Result<Actual?, any Error>
      do {
        actual = .success(try await expression.evaluate())
      } catch {
        actual = .failure(error)
      }
      return (result.status, result.message.fillingActual { describeOutcome(actual) })
    } catch {
      return (.fail, .unexpectedError(error, expectation: "match"))
    }
  }
}

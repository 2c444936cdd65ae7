// Nimble's ways of building an ``AsyncMatcher``: `define`, `simple` and their `Nilable` forms, and
// `requireNonNil`. Brisk's own is `AsyncMatcher { expression in … }`.
public import BriskCore

extension AsyncMatcher {
  /// The same matcher, failing in both `to` and `toNot` when the actual value is `nil`, with
  /// Nimble's hint ` (use beNil() to match nils)`.
  public var requireNonNil: AsyncMatcher<Actual> {
    AsyncMatcher { expression in
      let result = try await self.satisfies(expression)
      guard try await expression.evaluate() == nil else { return result }
      return MatcherResult(status: .fail, message: result.message.appendedBeNilHint())
    }
  }

  /// A matcher from an async closure over the expression; a `nil` actual fails with
  /// Nimble's hint.
  /// - Parameter matcher: Judges the expression.
  /// - Returns: The matcher.
  public static func define(
    matcher:
      nonisolated(nonsending) @escaping (AsyncExpression<Actual>) async throws -> MatcherResult
  ) -> AsyncMatcher<Actual> {
    AsyncMatcher(matcher).requireNonNil
  }

  /// A matcher from an async closure over the expression and a ready-made message,
  /// `expected to <message>, got <actual>`; a `nil` actual fails with Nimble's hint.
  /// - Parameters:
  ///   - message: What is expected, after `expected to`.
  ///   - matcher: Judges the expression.
  /// - Returns: The matcher.
  public static func define(
    _ message: String = "match",
    matcher:
      nonisolated(nonsending) @escaping (AsyncExpression<Actual>, ExpectationMessage) async throws
      -> MatcherResult
  ) -> AsyncMatcher<Actual> {
    defineNilable(message, matcher: matcher).requireNonNil
  }

  /// As `define(_:matcher:)`, but the closure judges a `nil` actual too.
  /// - Parameters:
  ///   - message: What is expected, after `expected to`.
  ///   - matcher: Judges the expression.
  /// - Returns: The matcher.
  public static func defineNilable(
    _ message: String = "match",
    matcher:
      nonisolated(nonsending) @escaping (AsyncExpression<Actual>, ExpectationMessage) async throws
      -> MatcherResult
  ) -> AsyncMatcher<Actual> {
    AsyncMatcher { expression in try await matcher(expression, .expectedActualValueTo(message)) }
  }

  /// A matcher from an async closure that returns only the status; the message is
  /// `expected to <message>, got <actual>`, and a `nil` actual fails with Nimble's hint.
  /// - Parameters:
  ///   - message: What is expected, after `expected to`.
  ///   - matcher: Judges the expression.
  /// - Returns: The matcher.
  public static func simple(
    _ message: String = "match",
    matcher:
      nonisolated(nonsending) @escaping (AsyncExpression<Actual>) async throws -> MatcherStatus
  ) -> AsyncMatcher<Actual> {
    simpleNilable(message, matcher: matcher).requireNonNil
  }

  /// As `simple(_:matcher:)`, but the closure judges a `nil` actual too.
  /// - Parameters:
  ///   - message: What is expected, after `expected to`.
  ///   - matcher: Judges the expression.
  /// - Returns: The matcher.
  public static func simpleNilable(
    _ message: String = "match",
    matcher:
      nonisolated(nonsending) @escaping (AsyncExpression<Actual>) async throws -> MatcherStatus
  ) -> AsyncMatcher<Actual> {
    AsyncMatcher { expression in
      MatcherResult(
        status: try await matcher(expression), message: .expectedActualValueTo(message))
    }
  }
}

// `nonisolated(nonsending)` closures arrived in Swift 6.2; with older compilers Brisk has no
// AsyncMatcher.
#if compiler(>=6.2)
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

    /// As ``define(_:matcher:)``, but the closure judges a `nil` actual too.
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

    /// As ``simple(_:matcher:)``, but the closure judges a `nil` actual too.
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
#endif

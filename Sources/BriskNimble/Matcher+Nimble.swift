// Nimble's ways of building a custom ``Matcher``: `define`, `simple`, their `Nilable` forms and
// `requireNonNil`. Brisk's own spelling, `Matcher("be even") { $0.isMultiple(of: 2) }` and
// `Matcher(status:message:)`, builds no message on a passing check; these forms build theirs on
// every check, as in Nimble.

public import BriskCore

extension Matcher {
  /// The same matcher, failing in both `to` and `toNot` when the actual value is `nil`, with
  /// Nimble's hint:
  ///
  /// ```text
  /// expected to be even, got <nil> (use beNil() to match nils)
  /// ```
  public var requireNonNil: Matcher<Actual> {
    Matcher { expression in
      let result = try self.satisfies(expression)
      guard try expression.evaluate() == nil else { return result }
      return MatcherResult(status: .fail, message: result.message.appendedBeNilHint())
    }
  }

  /// A matcher from a closure over the expression; a `nil` actual fails with Nimble's hint.
  /// - Parameter matcher: Judges the expression.
  /// - Returns: The matcher.
  public static func define(
    matcher: @escaping (Expression<Actual>) throws -> MatcherResult
  ) -> Matcher<Actual> {
    Matcher(matcher).requireNonNil
  }

  /// A matcher from a closure over the expression and a ready-made message,
  /// `expected to <message>, got <actual>`; a `nil` actual fails with Nimble's hint.
  ///
  /// ```swift
  /// Matcher<Int>.define("be even") { expression, message in
  ///   MatcherResult(bool: try expression.evaluate()! % 2 == 0, message: message)
  /// }
  /// ```
  ///
  /// ```text
  /// expected to be even, got <3>
  /// expected to be even, got <nil> (use beNil() to match nils)
  /// ```
  /// - Parameters:
  ///   - message: What is expected, after `expected to`.
  ///   - matcher: Judges the expression.
  /// - Returns: The matcher.
  public static func define(
    _ message: String = "match",
    matcher: @escaping (Expression<Actual>, ExpectationMessage) throws -> MatcherResult
  ) -> Matcher<Actual> {
    defineNilable(message, matcher: matcher).requireNonNil
  }

  /// As `define(_:matcher:)`, but the closure judges a `nil` actual too.
  /// - Parameters:
  ///   - message: What is expected, after `expected to`.
  ///   - matcher: Judges the expression.
  /// - Returns: The matcher.
  public static func defineNilable(
    _ message: String = "match",
    matcher: @escaping (Expression<Actual>, ExpectationMessage) throws -> MatcherResult
  ) -> Matcher<Actual> {
    Matcher { expression in try matcher(expression, .expectedActualValueTo(message)) }
  }

  /// A matcher from a closure that returns only the status; the message is
  /// `expected to <message>, got <actual>`, and a `nil` actual fails with Nimble's hint.
  ///
  /// ```text
  /// expected to be even, got <3>
  /// ```
  /// - Parameters:
  ///   - message: What is expected, after `expected to`.
  ///   - matcher: Judges the expression.
  /// - Returns: The matcher.
  public static func simple(
    _ message: String = "match",
    matcher: @escaping (Expression<Actual>) throws -> MatcherStatus
  ) -> Matcher<Actual> {
    simpleNilable(message, matcher: matcher).requireNonNil
  }

  /// As `simple(_:matcher:)`, but the closure judges a `nil` actual too.
  /// - Parameters:
  ///   - message: What is expected, after `expected to`.
  ///   - matcher: Judges the expression.
  /// - Returns: The matcher.
  public static func simpleNilable(
    _ message: String = "match",
    matcher: @escaping (Expression<Actual>) throws -> MatcherStatus
  ) -> Matcher<Actual> {
    Matcher { expression in
      MatcherResult(status: try matcher(expression), message: .expectedActualValueTo(message))
    }
  }
}

/// Nimble's name for the expectation that `expect(value)` returns; in Brisk it is
/// `Expectation`. Helper signatures such as
/// `func == <T: Equatable>(lhs: SyncExpectation<T>, rhs: T)` compile unchanged.
public typealias SyncExpectation<Value> = Expectation<Value>

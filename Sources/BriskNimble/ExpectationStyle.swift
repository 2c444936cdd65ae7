// Nimble's `ExpectationStyle` and `MatcherResult.toBoolean(expectation:)`, which custom-matcher
// libraries (swift-fakes' `beCalled`, for one) call to ask whether a nested matcher's result
// passes. Brisk's own spelling is `result.status.passes(negated:)`.

public import BriskCore

/// Which way an expectation reads a matcher's result, as Nimble names it.
public enum ExpectationStyle: Sendable, Equatable {
  /// `to`: the matcher must match.
  case toMatch
  /// `toNot` and `notTo`: the matcher must not match.
  case toNotMatch
}

extension MatcherResult {
  /// Whether the result passes an expectation of the given style: `.toMatch` needs
  /// ``MatcherStatus/matches``, `.toNotMatch` needs ``MatcherStatus/doesNotMatch``, and
  /// ``MatcherStatus/fail`` passes neither.
  ///
  /// ```swift
  /// let results = try matchers.map { try $0.satisfies(expression) }
  /// let allMatch = results.allSatisfy { $0.toBoolean(expectation: .toMatch) }
  /// ```
  /// - Parameter style: The expectation's style.
  /// - Returns: `true` when the result passes it.
  public func toBoolean(expectation style: ExpectationStyle) -> Bool {
    status.passes(negated: style == .toNotMatch)
  }
}

/// Nimble's module name as a namespace, so that code which spells a type with it, such as
/// `func beEven() -> Nimble.Matcher<Int>`, compiles unchanged with `import Brisk`.
///
/// Suites write `Nimble.Matcher` to tell Nimble's type from another of the same name. Each member
/// is Brisk's own type under Nimble's name; write the plain names (`Matcher`) in new code.
///
/// ```swift
/// func beEven() -> Nimble.Matcher<Int> {
///   Matcher("be even") { $0.isMultiple(of: 2) }
/// }
/// ```
///
/// A file that imports both Nimble and Brisk, which a half-migrated suite should not do, sees
/// this namespace rather than the module, as Swift resolves a type before a module of the same
/// name.
public import BriskCore

public enum Nimble {
  /// Brisk's `Brisk.Matcher`.
  public typealias Matcher<Actual> = BriskCore.Matcher<Actual>
  /// Brisk's `Brisk.MatcherResult`.
  public typealias MatcherResult = BriskCore.MatcherResult
  /// Brisk's `Brisk.MatcherStatus`.
  public typealias MatcherStatus = BriskCore.MatcherStatus
  /// Brisk's `Brisk.ExpectationMessage`.
  public typealias ExpectationMessage = BriskCore.ExpectationMessage
  /// Brisk's `Brisk.Expression`.
  public typealias Expression<Value> = BriskCore.Expression<Value>
  /// Brisk's `Brisk.Expectation`, which Nimble calls `SyncExpectation`.
  public typealias SyncExpectation<Value> = BriskCore.Expectation<Value>
  /// Brisk's `Brisk.AsyncExpectation`.
  public typealias AsyncExpectation<Value> = BriskCore.AsyncExpectation<Value>
  /// Brisk's `Brisk.AsyncExpression`.
  public typealias AsyncExpression<Value> = BriskCore.AsyncExpression<Value>
  /// Brisk's `Brisk.Requirement`, which Nimble calls `SyncRequirement`.
  public typealias SyncRequirement<Value> = BriskCore.Requirement<Value>
  /// Brisk's `Brisk.AsyncRequirement`.
  public typealias AsyncRequirement<Value> = BriskCore.AsyncRequirement<Value>
  /// Brisk's `Brisk.RequireError`.
  public typealias RequireError = BriskCore.RequireError
  /// Brisk's `Brisk.PollingDefaults`.
  public typealias PollingDefaults = BriskCore.PollingDefaults
  /// Brisk's `Brisk.PollingDuration`, which Nimble calls `NimbleTimeInterval`.
  public typealias NimbleTimeInterval = BriskCore.PollingDuration
  /// Brisk's `Brisk.CodeLocation`, which Nimble calls `SourceLocation`. Only the qualified
  /// name exists: a plain `SourceLocation` would clash with Swift Testing's.
  public typealias SourceLocation = BriskCore.CodeLocation
  /// Brisk's `Brisk.FileString`.
  public typealias FileString = BriskNimble.FileString
  /// Brisk's `Brisk.AssertionRecord`.
  public typealias AssertionRecord = BriskNimble.AssertionRecord
  /// Brisk's `Brisk.FailureMessage`.
  public typealias FailureMessage = BriskNimble.FailureMessage
  /// Brisk's `Brisk.ToSucceedResult`.
  public typealias ToSucceedResult = BriskCore.ToSucceedResult
}

extension Nimble {
  /// Brisk's `Brisk.AsyncMatcher`.
  public typealias AsyncMatcher<Actual> = BriskCore.AsyncMatcher<Actual>
}

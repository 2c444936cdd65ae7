// Nimble's names from before `Matcher`: still public, and deprecated, in Nimble 14, and still
// written by older custom-matcher libraries. Deprecated here too, with the same renames.

public import BriskCore

/// Nimble's old name for `Matcher`.
@available(*, deprecated, renamed: "Matcher")
public typealias Predicate = Matcher

/// Nimble's old name for `MatcherResult`.
@available(*, deprecated, renamed: "MatcherResult")
public typealias PredicateResult = MatcherResult

/// Nimble's old name for `MatcherStatus`.
@available(*, deprecated, renamed: "MatcherStatus")
public typealias PredicateStatus = MatcherStatus

/// Nimble's old name for `AsyncMatcher`.
@available(*, deprecated, renamed: "AsyncMatcher")
public typealias AsyncPredicate = AsyncMatcher

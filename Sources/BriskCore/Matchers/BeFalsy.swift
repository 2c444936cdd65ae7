/// Passes when the actual value is `nil` or `false`.
///
/// ```text
/// expected to be falsy, got <true>
/// expected to not be falsy, got <nil>
/// expected to not be falsy, got <false>
/// ```
/// - Returns: A matcher.
@inlinable
public func beFalsy<Value: ExpressibleByBooleanLiteral & Equatable>() -> Matcher<Value> {
  Matcher(
    status: { actual in MatcherStatus(bool: actual.map { $0 == false } ?? true) },
    message: { actual in .expected("be falsy", got: actual) }
  )
}

/// Passes when the actual number is `nil` or zero: every integer and floating-point type.
///
/// ```text
/// expected to be falsy, got <1>
/// expected to not be falsy, got <0>
/// expected to not be falsy, got <nil>
/// ```
/// - Returns: A matcher.
@_disfavoredOverload
@inlinable
public func beFalsy<Value: Numeric>() -> Matcher<Value> {
  Matcher(
    status: { actual in MatcherStatus(bool: actual.map { $0 == .zero } ?? true) },
    message: { actual in .expected("be falsy", got: actual) }
  )
}

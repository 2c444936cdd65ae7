/// Passes when the actual value is neither `nil` nor `false`.
///
/// ```text
/// expected to be truthy, got <false>
/// expected to be truthy, got <nil>
/// expected to not be truthy, got <true>
/// ```
/// - Returns: A matcher.
@inlinable
public func beTruthy<Value: ExpressibleByBooleanLiteral & Equatable>() -> Matcher<Value> {
  Matcher(
    status: { actual in MatcherStatus(bool: actual.map { $0 != false } ?? false) },
    message: { actual in .expected("be truthy", got: actual) }
  )
}

/// Passes when the actual number is neither `nil` nor zero: every integer and floating-point type.
///
/// ```text
/// expected to be truthy, got <0>
/// expected to not be truthy, got <1>
/// expected to be truthy, got <nil>
/// ```
/// - Returns: A matcher.
@_disfavoredOverload
@inlinable
public func beTruthy<Value: Numeric>() -> Matcher<Value> {
  Matcher(
    status: { actual in MatcherStatus(bool: actual.map { $0 != .zero } ?? false) },
    message: { actual in .expected("be truthy", got: actual) }
  )
}

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

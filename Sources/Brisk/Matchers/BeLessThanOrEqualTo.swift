/// Passes when the actual value is less than or equal to `expected` (`<=`).
///
/// ```text
/// expected to be less than or equal to <1>, got <3>
/// expected to not be less than or equal to <1>, got <1>
/// expected to be less than or equal to <1>, got <nil>
/// ```
/// - Parameter expected: The value to compare with.
/// - Returns: A matcher.
@inlinable
public func beLessThanOrEqualTo<Value: Comparable>(_ expected: Value) -> Matcher<Value> {
  Matcher(
    status: { actual in actual.map { MatcherStatus(bool: $0 <= expected) } ?? .fail },
    message: { actual in .expected("be less than or equal to <\(stringify(expected))>", got: actual)
    }
  )
}

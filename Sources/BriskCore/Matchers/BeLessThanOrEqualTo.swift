/// Passes when the actual value is less than or equal to `expected` (`<=`).
///
/// ```text
/// expected to be less than or equal to <1>, got <3>
/// expected to not be less than or equal to <1>, got <1>
/// expected to be less than or equal to <1>, got <nil>
/// expected to be less than or equal to <nil>, got <1>
/// nothing compares with nil
/// ```
///
/// A `nil` expected fails both `to` and `toNot`: nothing compares with `nil`.
/// - Parameter expected: The value to compare with.
/// - Returns: A matcher.
@inlinable
public func beLessThanOrEqualTo<Value: Comparable>(_ expected: Value?) -> Matcher<Value> {
  Matcher(
    status: { actual in _comparisonStatus(actual, expected, <=) },
    message: { actual in _comparisonMessage("be less than or equal to", expected, actual) }
  )
}

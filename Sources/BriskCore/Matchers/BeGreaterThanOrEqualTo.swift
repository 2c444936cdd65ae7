/// Passes when the actual value is greater than or equal to `expected` (`>=`).
///
/// ```text
/// expected to be greater than or equal to <3>, got <1>
/// expected to not be greater than or equal to <3>, got <3>
/// expected to be greater than or equal to <3>, got <nil>
/// expected to be greater than or equal to <nil>, got <1>
/// nothing compares with nil
/// ```
///
/// A `nil` expected fails both `to` and `toNot`: nothing compares with `nil`.
/// - Parameter expected: The value to compare with.
/// - Returns: A matcher.
@inlinable
public func beGreaterThanOrEqualTo<Value: Comparable>(_ expected: Value?) -> Matcher<Value> {
  Matcher(
    status: { actual in _comparisonStatus(actual, expected, >=) },
    message: { actual in _comparisonMessage("be greater than or equal to", expected, actual) }
  )
}

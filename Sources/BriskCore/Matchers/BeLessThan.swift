/// Passes when the actual value is less than `expected` (`<`).
///
/// ```text
/// expected to be less than <1>, got <3>
/// expected to not be less than <3>, got <1>
/// expected to be less than <1>, got <nil>
/// expected to be less than <nil>, got <1>
/// nothing compares with nil
/// ```
///
/// A `nil` expected fails both `to` and `toNot`: nothing compares with `nil`.
/// - Parameter expected: The value to compare with.
/// - Returns: A matcher.
@inlinable
public func beLessThan<Value: Comparable>(_ expected: Value?) -> Matcher<Value> {
  Matcher(
    status: { actual in _comparisonStatus(actual, expected, <) },
    message: { actual in _comparisonMessage("be less than", expected, actual) }
  )
}

/// Passes when the actual value is less than `expected` (`<`).
///
/// ```text
/// expected to be less than <1>, got <3>
/// expected to not be less than <3>, got <1>
/// expected to be less than <1>, got <nil>
/// ```
/// - Parameter expected: The value to compare with.
/// - Returns: A matcher.
@inlinable
public func beLessThan<Value: Comparable>(_ expected: Value) -> Matcher<Value> {
  Matcher(
    status: { actual in actual.map { MatcherStatus(bool: $0 < expected) } ?? .fail },
    message: { actual in .expected("be less than <\(stringify(expected))>", got: actual) }
  )
}

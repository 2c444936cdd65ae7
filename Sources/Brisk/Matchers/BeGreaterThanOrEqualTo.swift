/// Passes when the actual value is greater than or equal to `expected` (`>=`).
///
/// ```text
/// expected to be greater than or equal to <3>, got <1>
/// expected to not be greater than or equal to <3>, got <3>
/// expected to be greater than or equal to <3>, got <nil>
/// ```
/// - Parameter expected: The value to compare with.
/// - Returns: A matcher.
@inlinable
public func beGreaterThanOrEqualTo<Value: Comparable>(_ expected: Value) -> Matcher<Value> {
  Matcher(
    status: { actual in actual.map { MatcherStatus(bool: $0 >= expected) } ?? .fail },
    message: { actual in
      .expected("be greater than or equal to <\(stringify(expected))>", got: actual)
    }
  )
}

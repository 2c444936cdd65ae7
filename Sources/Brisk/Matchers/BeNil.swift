/// Passes when the actual value is `nil`.
///
/// ```text
/// expected to be nil, got <3>
/// expected to not be nil, got <nil>
/// ```
/// - Returns: A matcher.
@inlinable
public func beNil<Value>() -> Matcher<Value> {
  Matcher(
    status: { actual in MatcherStatus(bool: actual == nil) },
    message: { actual in .expected("be nil", got: actual) }
  )
}

/// Passes when the actual value is `false`.
///
/// ```text
/// expected to be false, got <true>
/// expected to not be false, got <false>
/// expected to be false, got <nil>
/// ```
/// - Returns: A matcher.
@inlinable
public func beFalse() -> Matcher<Bool> {
  Matcher(
    status: { actual in actual.map { MatcherStatus(bool: !$0) } ?? .fail },
    message: { actual in .expected("be false", got: actual) }
  )
}

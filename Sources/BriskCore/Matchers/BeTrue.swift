/// Passes when the actual value is `true`.
///
/// ```text
/// expected to be true, got <false>
/// expected to not be true, got <true>
/// expected to be true, got <nil>
/// ```
/// - Returns: A matcher.
@inlinable
public func beTrue() -> Matcher<Bool> {
  Matcher(
    status: { actual in actual.map { MatcherStatus(bool: $0) } ?? .fail },
    message: { actual in .expected("be true", got: actual) }
  )
}

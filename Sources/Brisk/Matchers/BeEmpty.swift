/// Passes when the actual collection (array, set, dictionary, string…) has no elements.
///
/// ```text
/// expected to be empty, got <[1, 2]>
/// expected to not be empty, got <[]>
/// expected to be empty, got <nil>
/// ```
/// - Returns: A matcher.
@inlinable
public func beEmpty<Value: Collection>() -> Matcher<Value> {
  Matcher(
    status: { actual in actual.map { MatcherStatus(bool: $0.isEmpty) } ?? .fail },
    message: { actual in .expected("be empty", got: actual) }
  )
}

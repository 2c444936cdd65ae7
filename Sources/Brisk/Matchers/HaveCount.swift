/// Passes when the actual collection has exactly `count` elements.
///
/// ```text
/// expected to have count <3>, got <[1, 2]> (count 2)
/// expected to not have count <2>, got <[1, 2]> (count 2)
/// expected to have count <3>, got <nil>
/// ```
/// - Parameter count: The expected number of elements.
/// - Returns: A matcher.
@inlinable
public func haveCount<Value: Collection>(_ count: Int) -> Matcher<Value> {
  Matcher(
    status: { actual in actual.map { MatcherStatus(bool: $0.count == count) } ?? .fail },
    message: { actual in _haveCountMessage(count, actual) }
  )
}

@usableFromInline
func _haveCountMessage<Value: Collection>(_ count: Int, _ actual: Value?) -> ExpectationMessage {
  var message = ExpectationMessage.expected("have count <\(count)>", got: actual)
  if let actual { message.actual! += " (count \(actual.count))" }
  return message
}

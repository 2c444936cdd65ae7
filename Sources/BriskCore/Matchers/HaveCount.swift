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

/// Passes when the actual sequence has exactly `count` elements: `NSArray`, `NSSet`,
/// `NSDictionary`, `NSIndexSet` and any other `Sequence` that is not a `Collection`.
///
/// The sequence is iterated once to count it.
///
/// ```text
/// expected to have count <3>, got <[1, 2]> (count 2)
/// expected to not have count <2>, got <[1, 2]> (count 2)
/// expected to have count <3>, got <nil>
/// ```
/// - Parameter count: The expected number of elements.
/// - Returns: A matcher.
@_disfavoredOverload
public func haveCount<Value: Sequence>(_ count: Int) -> Matcher<Value> {
  Matcher(
    status: { actual in actual.map { MatcherStatus(bool: _count($0) == count) } ?? .fail },
    message: { actual in _haveCountMessage(count, actual, _count) }
  )
}

/// The number of elements, counted by iterating.
func _count<Value: Sequence>(_ sequence: Value) -> Int {
  sequence.reduce(0) { total, _ in total + 1 }
}

@usableFromInline
func _haveCountMessage<Value: Collection>(_ count: Int, _ actual: Value?) -> ExpectationMessage {
  _haveCountMessage(count, actual) { $0.count }
}

func _haveCountMessage<Value>(
  _ count: Int, _ actual: Value?, _ size: (Value) -> Int
) -> ExpectationMessage {
  var message = ExpectationMessage.expected("have count <\(count)>", got: actual)
  if let actual { message.actual! += " (count \(size(actual)))" }
  return message
}

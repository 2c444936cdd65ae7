/// Passes when the actual value is greater than `expected` (`>`).
///
/// ```text
/// expected to be greater than <3>, got <1>
/// expected to not be greater than <1>, got <3>
/// expected to be greater than <3>, got <nil>
/// expected to be greater than <nil>, got <1>
/// nothing compares with nil
/// ```
///
/// A `nil` expected fails both `to` and `toNot`: nothing compares with `nil`.
/// - Parameter expected: The value to compare with.
/// - Returns: A matcher.
@inlinable
public func beGreaterThan<Value: Comparable>(_ expected: Value?) -> Matcher<Value> {
  Matcher(
    status: { actual in _comparisonStatus(actual, expected, >) },
    message: { actual in _comparisonMessage("be greater than", expected, actual) }
  )
}

/// `.fail` when either side is `nil`, otherwise whether `compare(actual, expected)` holds.
@inlinable
func _comparisonStatus<Value: Comparable>(
  _ actual: Value?, _ expected: Value?, _ compare: (Value, Value) -> Bool
) -> MatcherStatus {
  guard let actual, let expected else { return .fail }
  return MatcherStatus(bool: compare(actual, expected))
}

/// `expected to <phrase> <expected>, got <actual>`, with a note when `expected` is `nil`.
@usableFromInline
func _comparisonMessage<Value>(
  _ phrase: String, _ expected: Value?, _ actual: Value?
) -> ExpectationMessage {
  var message = ExpectationMessage.expected("\(phrase) <\(stringify(expected))>", got: actual)
  if expected == nil { message.details = ["nothing compares with nil"] }
  return message
}

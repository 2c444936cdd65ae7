/// Passes when the actual value is an instance of `type` or of a subtype (`is`).
///
/// ```text
/// expected to be a kind of <String>, got <1> of type <Int>
/// expected to not be a kind of <Base>, got <Derived>
/// expected to be a kind of <String>, got <nil>
/// ```
/// - Parameter type: The expected type.
/// - Returns: A matcher.
@_disfavoredOverload
public func beAKindOf<Value, Expected>(_ type: Expected.Type) -> Matcher<Value> {
  Matcher(
    status: { actual in actual.map { MatcherStatus(bool: $0 is Expected) } ?? .fail },
    message: { actual in
      ExpectationMessage(
        expectation: "be a kind of <\(Expected.self)>", actual: _typedDescription(actual))
    }
  )
}

/// `<value>`, followed by ` of type <T>` when the value's text does not already name its type.
func _typedDescription(_ value: Any?) -> String {
  guard let value = Stringify.unwrap(value) else { return "<nil>" }
  let text = stringify(value)
  let type = Stringify.typeName(of: value)
  return text == type ? "<\(text)>" : "<\(text)> of type <\(type)>"
}

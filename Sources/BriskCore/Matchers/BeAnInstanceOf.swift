/// Passes when the actual value's dynamic type is exactly `type`; subclasses do not match.
///
/// ```text
/// expected to be an instance of <Base>, got <Derived>
/// expected to not be an instance of <Int>, got <1> of type <Int>
/// expected to be an instance of <Base>, got <nil>
/// ```
/// - Parameter type: The expected type.
/// - Returns: A matcher.
@_disfavoredOverload
public func beAnInstanceOf<Value, Expected>(_ type: Expected.Type) -> Matcher<Value> {
  Matcher(
    status: { actual in
      guard let actual = Stringify.unwrap(actual) else { return .fail }
      return MatcherStatus(bool: Swift.type(of: actual) == Expected.self)
    },
    message: { actual in
      ExpectationMessage(
        expectation: "be an instance of <\(Expected.self)>", actual: _typedDescription(actual))
    }
  )
}

/// Passes when the actual object is the very instance `expected` (`===`).
///
/// A `nil` actual is not identical to an object, so `toNot` and `toNever` pass for it; a `nil`
/// expected matches only a `nil` actual.
///
/// ```text
/// expected to be identical to <0x60000171c2a0>, got <0x600000cbc000>
/// expected to not be identical to <0x60000171c2a0>, got <0x60000171c2a0>
/// expected to be identical to <0x60000171c2a0>, got nil
/// ```
///
/// Each instance is written as ``identityAsString(_:)`` writes it, as in Nimble.
/// - Parameter expected: The instance to compare with; `nil` matches only `nil`.
/// - Returns: A matcher.
@inlinable
public func beIdenticalTo<Value: AnyObject>(_ expected: Value?) -> Matcher<Value> {
  Matcher(
    status: { actual in MatcherStatus(bool: actual === expected) },
    message: { actual in
      ExpectationMessage(
        expectation: "be identical to \(identityAsString(expected))",
        actual: identityAsString(actual)
      )
    }
  )
}

/// Passes when the actual value is the very instance `expected`, for class-bound existentials
/// such as `any Screen` where `protocol Screen: AnyObject`.
///
/// A value that is not a class instance cannot be identical to anything and fails both `to` and
/// `toNot`:
///
/// ```text
/// expected to be identical to <0x60000171c2a0>, got <0x600000cbc000>
/// expected to be identical to <Point(x: 1)>, got <Point(x: 1)>
/// beIdenticalTo compares class instances; Point is not a class
/// ```
/// - Parameter expected: The instance to compare with; `nil` matches only `nil`.
/// - Returns: A matcher.
@_disfavoredOverload
public func beIdenticalTo<Value>(_ expected: Value?) -> Matcher<Value> {
  Matcher(
    status: { actual in
      guard let objects = _objects(expected, actual) else { return .fail }
      return MatcherStatus(bool: objects.expected === objects.actual)
    },
    message: { actual in
      var message = ExpectationMessage(
        expectation: "be identical to \(_identity(of: expected))",
        actual: _identity(of: actual)
      )
      if _objects(expected, actual) == nil {
        let value = [expected, actual].lazy.compactMap { $0 }.first { !_isObject($0) }
        let name = value.map { Stringify.typeName(of: $0) } ?? "\(Value.self)"
        message.details = ["beIdenticalTo compares class instances; \(name) is not a class"]
      }
      return message
    }
  )
}

/// Nimble's spelling of `beIdenticalTo(_:)`.
/// - Parameter expected: The instance to compare with; `nil` matches only `nil`.
/// - Returns: A matcher.
@inlinable
public func be<Value: AnyObject>(_ expected: Value?) -> Matcher<Value> {
  beIdenticalTo(expected)
}

/// Nimble's spelling of `beIdenticalTo(_:)` for class-bound existentials.
/// - Parameter expected: The instance to compare with; `nil` matches only `nil`.
/// - Returns: A matcher.
@_disfavoredOverload
public func be<Value>(_ expected: Value?) -> Matcher<Value> {
  beIdenticalTo(expected)
}

/// The identity of a class instance held in an existential, `<0x…>`, or the value itself,
/// `<Point(x: 1)>`, otherwise.
private func _identity(of value: Any?) -> String {
  guard let value, !_isObject(value) else { return identityAsString(value) }
  return "<\(stringify(value))>"
}

/// Whether `value` is a class instance (and not a value that `as AnyObject` would box).
private func _isObject(_ value: Any) -> Bool {
  Mirror(reflecting: value).displayStyle == .class || type(of: value) is AnyClass
}

/// Both values as objects (`nil` stays `nil`), or `nil` when either is not a class instance.
private func _objects<Value>(
  _ expected: Value?, _ actual: Value?
) -> (expected: AnyObject?, actual: AnyObject?)? {
  let values = [expected, actual].map { $0.map { $0 as Any } }
  guard values.allSatisfy({ $0.map(_isObject) ?? true }) else { return nil }
  return (expected.map { $0 as AnyObject }, actual.map { $0 as AnyObject })
}

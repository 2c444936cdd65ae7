public import Foundation

/// Passes when the actual sequence's last element equals `element`.
///
/// ```text
/// expected to end with <3>, got <[1, 2]>
/// expected to not end with <2>, got <[1, 2]>
/// expected to end with <3>, got <nil>
/// ```
/// - Parameter element: The expected last element.
/// - Returns: A matcher.
public func endWith<Value: Sequence>(_ element: Value.Element) -> Matcher<Value>
where Value.Element: Equatable {
  Matcher(
    status: { actual in
      guard let actual else { return .fail }
      var last: Value.Element?
      for item in actual { last = item }
      return MatcherStatus(bool: last == element)
    },
    message: { actual in .expected("end with <\(stringify(element))>", got: actual) }
  )
}

/// Passes when the actual string ends with `suffix`.
///
/// ```text
/// expected to end with <"lo">, got <"help">
/// ```
/// - Parameter suffix: The expected suffix.
/// - Returns: A matcher.
public func endWith(_ suffix: String) -> Matcher<String> {
  Matcher(
    status: { actual in actual.map { MatcherStatus(bool: $0.hasSuffix(suffix)) } ?? .fail },
    message: { actual in .expected("end with <\(stringify(suffix))>", got: actual) }
  )
}

/// Passes when the actual `NSArray`'s last object equals `element` (`isEqual(_:)`).
///
/// ```text
/// expected to end with <3>, got <[1, 2]>
/// expected to not end with <2>, got <[1, 2]>
/// expected to end with <3>, got <nil>
/// ```
/// - Parameter element: The expected last object.
/// - Returns: A matcher.
@_disfavoredOverload
public func endWith<Value: NSArray>(_ element: Any) -> Matcher<Value> {
  Matcher(
    status: { actual in
      guard let actual else { return .fail }
      guard let object = actual.lastObject as? NSObject else { return .doesNotMatch }
      return MatcherStatus(bool: object.isEqual(element))
    },
    message: { actual in .expected("end with <\(stringify(element))>", got: actual) }
  )
}

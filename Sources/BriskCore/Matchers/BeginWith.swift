public import Foundation

/// Passes when the actual sequence's first element equals `element`.
///
/// ```text
/// expected to begin with <1>, got <[2, 3]>
/// expected to not begin with <1>, got <[1, 2]>
/// expected to begin with <1>, got <nil>
/// ```
/// - Parameter element: The expected first element.
/// - Returns: A matcher.
public func beginWith<Value: Sequence>(_ element: Value.Element) -> Matcher<Value>
where Value.Element: Equatable {
  Matcher(
    status: { actual in
      guard let actual else { return .fail }
      var iterator = actual.makeIterator()
      return MatcherStatus(bool: iterator.next() == element)
    },
    message: { actual in .expected("begin with <\(stringify(element))>", got: actual) }
  )
}

/// Passes when the actual string starts with `prefix`.
///
/// ```text
/// expected to begin with <"he">, got <"oh">
/// ```
/// - Parameter prefix: The expected prefix.
/// - Returns: A matcher.
public func beginWith(_ prefix: String) -> Matcher<String> {
  Matcher(
    status: { actual in actual.map { MatcherStatus(bool: $0.hasPrefix(prefix)) } ?? .fail },
    message: { actual in .expected("begin with <\(stringify(prefix))>", got: actual) }
  )
}

/// Passes when the actual `NSArray`'s first object equals `element` (`isEqual(_:)`).
///
/// ```text
/// expected to begin with <3>, got <[1, 2]>
/// expected to not begin with <1>, got <[1, 2]>
/// expected to begin with <3>, got <nil>
/// ```
/// - Parameter element: The expected first object.
/// - Returns: A matcher.
@_disfavoredOverload
public func beginWith<Value: NSArray>(_ element: Any) -> Matcher<Value> {
  Matcher(
    status: { actual in
      guard let actual else { return .fail }
      guard let object = actual.firstObject as? NSObject else { return .doesNotMatch }
      return MatcherStatus(bool: object.isEqual(element))
    },
    message: { actual in .expected("begin with <\(stringify(element))>", got: actual) }
  )
}

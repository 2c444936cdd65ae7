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

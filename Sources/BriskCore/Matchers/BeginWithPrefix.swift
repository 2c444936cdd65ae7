/// Passes when the actual sequence starts with the elements of `prefix`, in order.
///
/// ```text
/// expected to begin with <[1, 2]>, got <[1, 3, 4]>
/// expected to not begin with <[1]>, got <[1, 2]>
/// expected to begin with <[1, 2]>, got <nil>
/// expected to begin with <nil>, got <[1, 2]>
/// (use beNil() to match nil)
/// ```
///
/// An empty prefix begins every sequence; a `nil` prefix fails both `to` and `toNot`, as in
/// Nimble.
/// - Parameter prefix: The expected first elements.
/// - Returns: A matcher.
public func beginWith<Value: Sequence, Prefix: Sequence>(
  prefix: Prefix?
) -> Matcher<Value> where Value.Element: Equatable, Value.Element == Prefix.Element {
  beginWith(prefix: prefix, by: ==)
}

/// Passes when the actual sequence starts with elements matching those of `prefix`, compared
/// with `areEquivalent`.
///
/// ```text
/// expected to begin with <["a"]>, got <[2]>
/// ```
/// - Parameters:
///   - prefix: The expected first elements; `nil` fails both `to` and `toNot`.
///   - areEquivalent: Compares an actual element with the expected one.
/// - Returns: A matcher.
public func beginWith<Value: Sequence, Prefix: Sequence>(
  prefix: Prefix?,
  by areEquivalent: @escaping (Value.Element, Prefix.Element) -> Bool
) -> Matcher<Value> {
  Matcher(
    status: { actual in
      guard let actual, let prefix else { return .fail }
      return MatcherStatus(bool: actual.starts(with: prefix, by: areEquivalent))
    },
    message: { actual in
      var message = ExpectationMessage.expected(
        "begin with <\(stringify(prefix.map { Array($0) }))>", got: actual.map { Array($0) })
      if prefix == nil, actual != nil { message.details = ["(use beNil() to match nil)"] }
      return message
    }
  )
}

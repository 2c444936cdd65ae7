/// Passes when the actual sequence has the same elements as `expected`, in the same order.
///
/// ```text
/// expected to have elements equal to <[1, 2, 3]>, got <[1, 5, 3]>
/// first difference at index 1: expected <2>, got <5>
/// missing: <[2]>
/// extra: <[5]>
/// expected to not have elements equal to <[1, 2]>, got <[1, 2]>
/// expected to have elements equal to <[1, 2]>, got <nil>
/// ```
/// - Parameter expected: The expected elements.
/// - Returns: A matcher.
public func elementsEqual<Value: Sequence, Expected: Sequence>(
  _ expected: Expected
) -> Matcher<Value> where Value.Element: Equatable, Value.Element == Expected.Element {
  elementsEqual(expected, by: ==)
}

/// Passes when the actual sequence matches `expected` element by element, compared with
/// `areEquivalent`.
/// - Parameters:
///   - expected: The expected elements.
///   - areEquivalent: Compares an expected element with the actual one.
/// - Returns: A matcher.
public func elementsEqual<Value: Sequence, Expected: Sequence>(
  _ expected: Expected,
  by areEquivalent: @escaping (Expected.Element, Value.Element) -> Bool
) -> Matcher<Value> {
  Matcher(
    status: { actual in
      guard let actual else { return .fail }
      return MatcherStatus(bool: expected.elementsEqual(actual, by: areEquivalent))
    },
    message: { actual in
      var message = ExpectationMessage.expected(
        "have elements equal to <\(stringify(Array(expected)))>", got: actual.map { Array($0) })
      if let actual {
        message.details = ValueDiff.collection(expected: Array(expected), actual: Array(actual))
      }
      return message
    }
  )
}

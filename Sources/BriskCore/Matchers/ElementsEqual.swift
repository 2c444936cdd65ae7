/// Passes when the actual sequence has the same elements as `expected`, in the same order.
///
/// ```text
/// expected to have elements equal to <[1, 2, 3]>, got <[1, 5, 3]>
/// first difference at index 1: expected <2>, got <5>
/// expected to not have elements equal to <[1, 2]>, got <[1, 2]>
/// expected to have elements equal to <[1, 2]>, got <nil>
/// expected to have elements equal to <nil>, got <[1, 2]>
/// (use beNil() to match nil)
/// ```
///
/// A `nil` expected fails both `to` and `toNot`, as in Nimble.
/// - Parameter expected: The expected elements.
/// - Returns: A matcher.
public func elementsEqual<Value: Sequence, Expected: Sequence>(
  _ expected: Expected?
) -> Matcher<Value> where Value.Element: Equatable, Value.Element == Expected.Element {
  elementsEqual(expected, by: ==)
}

/// Passes when the actual sequence matches `expected` element by element, compared with
/// `areEquivalent`.
/// - Parameters:
///   - expected: The expected elements; `nil` fails both `to` and `toNot`.
///   - areEquivalent: Compares an expected element with the actual one.
/// - Returns: A matcher.
public func elementsEqual<Value: Sequence, Expected: Sequence>(
  _ expected: Expected?,
  by areEquivalent: @escaping (Expected.Element, Value.Element) -> Bool
) -> Matcher<Value> {
  Matcher(
    status: { actual in
      guard let actual, let expected else { return .fail }
      return MatcherStatus(bool: expected.elementsEqual(actual, by: areEquivalent))
    },
    message: { actual in
      var message = ExpectationMessage.expected(
        "have elements equal to <\(stringify(expected.map { Array($0) }))>",
        got: actual.map { Array($0) })
      if let actual, let expected {
        message.details = _sequenceDifference(Array(expected), Array(actual), areEquivalent)
      } else if actual != nil {
        message.details = ["(use beNil() to match nil)"]
      }
      return message
    }
  )
}

/// The count and the first index where `areEquivalent` disagrees, judged by the caller's
/// comparison (missing and extra elements would need `==`, which the elements may not have).
func _sequenceDifference<Expected, Actual>(
  _ expected: [Expected], _ actual: [Actual], _ areEquivalent: (Expected, Actual) -> Bool
) -> [String] {
  var lines: [String] = []
  if expected.count != actual.count {
    lines.append("count: expected \(expected.count), got \(actual.count)")
  }
  let index =
    zip(expected, actual).enumerated().first { !areEquivalent($0.element.0, $0.element.1) }?.offset
    ?? (expected.count == actual.count ? nil : min(expected.count, actual.count))
  if let index {
    let lhs = index < expected.count ? "<\(stringify(expected[index]))>" : "end of sequence"
    let rhs = index < actual.count ? "<\(stringify(actual[index]))>" : "end of sequence"
    lines.append("first difference at index \(index): expected \(lhs), got \(rhs)")
  }
  return lines
}

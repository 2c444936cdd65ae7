/// Passes when the actual array of pairs equals `expected`, pair by pair. A `nil` expected
/// matches only a `nil` actual.
///
/// Tuples are not `Equatable`, so arrays of tuples of two to six `Equatable` elements have their
/// own overloads, as in Nimble.
///
/// ```text
/// expected to equal <[(1, "a"), (2, "c")]>, got <[(1, "a"), (2, "b")]>
/// first difference at index 1: expected <(2, "c")>, got <(2, "b")>
/// expected to not equal <[(1, "a")]>, got <[(1, "a")]>
/// expected to equal <[(1, "a")]>, got <nil>
/// (use beNil() to match nil)
/// ```
/// - Parameter expected: The tuples to compare with.
/// - Returns: A matcher.
@_disfavoredOverload
public func equal<A: Equatable, B: Equatable>(
  _ expected: [(A, B)]?
) -> Matcher<[(A, B)]> {
  _equalTuples(expected, ==)
}

/// Passes when the actual array of triples equals `expected`, tuple by tuple.
/// - Parameter expected: The tuples to compare with.
/// - Returns: A matcher.
@_disfavoredOverload
public func equal<A: Equatable, B: Equatable, C: Equatable>(
  _ expected: [(A, B, C)]?
) -> Matcher<[(A, B, C)]> {
  _equalTuples(expected, ==)
}

/// Passes when the actual array of 4-tuples equals `expected`, tuple by tuple.
/// - Parameter expected: The tuples to compare with.
/// - Returns: A matcher.
@_disfavoredOverload
public func equal<A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
  _ expected: [(A, B, C, D)]?
) -> Matcher<[(A, B, C, D)]> {
  _equalTuples(expected, ==)
}

/// Passes when the actual array of 5-tuples equals `expected`, tuple by tuple.
/// - Parameter expected: The tuples to compare with.
/// - Returns: A matcher.
@_disfavoredOverload
public func equal<A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
  _ expected: [(A, B, C, D, E)]?
) -> Matcher<[(A, B, C, D, E)]> {
  _equalTuples(expected, ==)
}

/// Passes when the actual array of 6-tuples equals `expected`, tuple by tuple.
/// - Parameter expected: The tuples to compare with.
/// - Returns: A matcher.
@_disfavoredOverload
public func equal<
  A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable
>(
  _ expected: [(A, B, C, D, E, F)]?
) -> Matcher<[(A, B, C, D, E, F)]> {
  _equalTuples(expected, ==)
}

/// `equal` for arrays of tuples, compared element by element with the tuple `==`.
func _equalTuples<Tuple>(
  _ expected: [Tuple]?, _ areEqual: @escaping (Tuple, Tuple) -> Bool
) -> Matcher<[Tuple]> {
  Matcher(
    status: { actual in
      _equalityStatus(expected, actual) { $0.elementsEqual($1, by: areEqual) }
    },
    message: { actual in
      var message = ExpectationMessage.expected("equal <\(stringify(expected))>", got: actual)
      if let expected, let actual {
        message.details = _sequenceDifference(expected, actual, areEqual)
      } else if expected != nil {
        message.details = ["(use beNil() to match nil)"]
      }
      return message
    }
  )
}

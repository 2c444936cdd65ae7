import Foundation

/// Passes when the actual error equals `expected`.
///
/// ```text
/// expected to match error <ParseError.empty>, got <ParseError.truncated>
/// expected to not match error <ParseError.empty>, got <ParseError.empty>
/// expected to match error <ParseError.empty>, got <nil>
/// ```
/// - Parameter expected: The error to compare with.
/// - Returns: A matcher.
public func matchError<Value: Error, Expected: Error & Equatable>(
  _ expected: Expected
) -> Matcher<Value> {
  Matcher(
    status: { actual in
      guard let actual else { return .fail }
      return MatcherStatus(bool: (actual as? Expected) == expected)
    },
    message: { actual in
      ExpectationMessage(
        expectation: "match error <\(stringify(error: expected))>",
        actual: actual.map { "<\(stringify(error: $0))>" } ?? "<nil>")
    }
  )
}

/// Passes when the actual error has type `errorType`.
///
/// ```text
/// expected to match error of type <ParseError>, got <IOError.closed>
/// ```
/// - Parameter errorType: The type to check.
/// - Returns: A matcher.
public func matchError<Value: Error, Expected: Error>(
  _ errorType: Expected.Type
) -> Matcher<Value> {
  Matcher(
    status: { actual in
      guard let actual else { return .fail }
      return MatcherStatus(bool: actual is Expected)
    },
    message: { actual in
      ExpectationMessage(
        expectation: "match error of type <\(Expected.self)>",
        actual: actual.map { "<\(stringify(error: $0))>" } ?? "<nil>")
    }
  )
}

/// Passes when the actual error is of the same type as `expected` and has the same domain and
/// code, as Nimble compares errors that are not `Equatable`.
///
/// ```text
/// expected to match error <LoadError.offline>, got <LoadError.denied>
/// expected to not match error <LoadError.offline>, got <LoadError.offline>
/// expected to match error <LoadError.offline>, got <nil>
/// ```
/// - Parameter expected: The error to compare with.
/// - Returns: A matcher.
@_disfavoredOverload
public func matchError<Value: Error, Expected: Error>(
  _ expected: Expected
) -> Matcher<Value> {
  Matcher(
    status: { actual in
      guard let actual else { return .fail }
      return MatcherStatus(bool: actual is Expected && _sameDomainAndCode(actual, expected))
    },
    message: { actual in
      ExpectationMessage(
        expectation: "match error <\(stringify(error: expected))>",
        actual: actual.map { "<\(stringify(error: $0))>" } ?? "<nil>")
    }
  )
}

/// Whether two errors bridge to the same `NSError` domain and code.
func _sameDomainAndCode(_ lhs: any Error, _ rhs: any Error) -> Bool {
  let (lhs, rhs) = (lhs as NSError, rhs as NSError)
  return lhs.domain == rhs.domain && lhs.code == rhs.code
}

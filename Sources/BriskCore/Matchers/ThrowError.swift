/// Passes when the actual expression throws any error.
///
/// ```swift
/// expect { try parse("") }.to(throwError())
/// ```
///
/// ```text
/// expected to throw an error, got no error
/// expected to not throw an error, got <ParseError.empty>
/// ```
/// - Returns: A matcher.
public func throwError<Value>() -> Matcher<Value> {
  _throwErrorMatcher(expectation: "throw an error") { _ in (.matches, []) }
}

/// Passes when the actual expression throws an error of type `errorType`.
///
/// ```text
/// expected to throw an error of type <ParseError>, got <IOError.closed>
/// expected to throw an error of type <ParseError>, got no error
/// ```
/// - Parameters:
///   - errorType: The type the error must have.
///   - closure: Further checks on the error, with `expect` inside; their failures fail the match.
/// - Returns: A matcher.
public func throwError<Value, Expected: Error>(
  errorType: Expected.Type,
  closure: ((Expected) -> Void)? = nil
) -> Matcher<Value> {
  _throwErrorMatcher(expectation: "throw an error of type <\(Expected.self)>") { error in
    guard let error = error as? Expected else { return (.doesNotMatch, []) }
    return _runNested(closure.map { closure in { closure(error) } })
  }
}

/// Passes when the actual expression throws an error equal to `expected`.
///
/// ```text
/// expected to throw error <ParseError.empty>, got <ParseError.truncated>
/// ```
/// - Parameters:
///   - expected: The error that must be thrown.
///   - closure: Further checks on the error, with `expect` inside; their failures fail the match.
/// - Returns: A matcher.
public func throwError<Value, Expected: Error & Equatable>(
  _ expected: Expected,
  closure: ((Expected) -> Void)? = nil
) -> Matcher<Value> {
  _throwErrorMatcher(expectation: "throw error <\(stringify(error: expected))>") { error in
    guard let error = error as? Expected, error == expected else { return (.doesNotMatch, []) }
    return _runNested(closure.map { closure in { closure(error) } })
  }
}

/// Passes when the actual expression throws an error of the same type as `expected`, with the
/// same domain and code: Nimble's comparison for errors that are not `Equatable`.
///
/// ```text
/// expected to throw error <LoadError.offline>, got <LoadError.denied>
/// ```
/// - Parameters:
///   - expected: The error that must be thrown.
///   - closure: Further checks on the error, with `expect` inside; their failures fail the match.
/// - Returns: A matcher.
@_disfavoredOverload
public func throwError<Value, Expected: Error>(
  _ expected: Expected,
  closure: ((any Error) -> Void)? = nil
) -> Matcher<Value> {
  _throwErrorMatcher(expectation: "throw error <\(stringify(error: expected))>") { error in
    guard error is Expected, _sameDomainAndCode(error, expected) else { return (.doesNotMatch, []) }
    return _runNested(closure.map { closure in { closure(error) } })
  }
}

/// Passes when the actual expression throws an error of the closure's parameter type and the
/// closure's expectations on it pass: `throwError { (error: LoadError) in … }`.
///
/// ```text
/// expected to throw an error of type <LoadError> that passes the closure, got no error
/// ```
/// - Parameter closure: Checks on the error, with `expect` inside.
/// - Returns: A matcher.
@_disfavoredOverload
public func throwError<Value, Expected: Error>(
  closure: @escaping (Expected) -> Void
) -> Matcher<Value> {
  _throwErrorMatcher(
    expectation: "throw an error of type <\(Expected.self)> that passes the closure"
  ) { error in
    guard let error = error as? Expected else { return (.doesNotMatch, []) }
    return _runNested { closure(error) }
  }
}

/// Passes when the actual expression throws an error and `closure`'s expectations on it pass.
///
/// ```swift
/// expect { try load() }.to(throwError { error in
///   expect((error as? HTTPError)?.status).to(equal(404))
/// })
/// ```
///
/// ```text
/// expected to throw an error that passes the closure, got <HTTPError(status: 500)>
///   expected to equal <404>, got <500>
/// ```
/// - Parameter closure: Checks on the error, with `expect` inside.
/// - Returns: A matcher.
public func throwError<Value>(closure: @escaping (any Error) -> Void) -> Matcher<Value> {
  _throwErrorMatcher(expectation: "throw an error that passes the closure") { error in
    _runNested { closure(error) }
  }
}

/// The shared shape of the `throwError` family: judge the thrown error, or report `no error`.
func _throwErrorMatcher<Value>(
  expectation: @autoclosure @escaping () -> String,
  judge: @escaping (any Error) -> (MatcherStatus, [String])
) -> Matcher<Value> {
  Matcher(outcome: { outcome in
    switch outcome {
    case .success:
      return MatcherResult(
        status: .doesNotMatch,
        message: ExpectationMessage(expectation: expectation(), actual: "no error"))
    case .failure(let error):
      let (status, details) = judge(error)
      return MatcherResult(
        status: status,
        message: ExpectationMessage(
          expectation: expectation(), actual: "<\(stringify(error: error))>", details: details))
    }
  })
}

/// Runs nested expectations; their failures make the match fail and become detail lines.
func _runNested(_ body: (() -> Void)?) -> (MatcherStatus, [String]) {
  guard let body else { return (.matches, []) }
  let failures = withFailureCollection(body)
  let details = failures.flatMap { $0.message.split(separator: "\n").map { "  " + $0 } }
  return (failures.isEmpty ? .matches : .doesNotMatch, details)
}

/// Passes when the actual `Result` is a failure; `test` may check the error with `expect`.
///
/// ```text
/// expected to be a failure, got <success(1)>
/// expected to not be a failure, got <failure(LoadError.offline)>
/// expected to be a failure, got <nil>
/// ```
/// - Parameter test: Further checks on the error, with `expect` inside; their failures are shown
///   under the message.
/// - Returns: A matcher.
public func beFailure<Success, Failure: Error>(
  test: ((Failure) -> Void)? = nil
) -> Matcher<Result<Success, Failure>> {
  // Judged once, so `test` runs once even when the message is needed.
  Matcher { actual in
    var message = ExpectationMessage(expectation: "be a failure", actual: _describeResult(actual))
    guard let actual else { return MatcherResult(status: .fail, message: message) }
    guard case .failure(let error) = actual else {
      return MatcherResult(status: .doesNotMatch, message: message)
    }
    let (status, details) = _runNested(test.map { test in { test(error) } })
    message.details = details
    return MatcherResult(status: status, message: message)
  }
}

/// Passes when the actual `Result` is a failure whose error passes `matcher`.
///
/// ```text
/// expected to be a failure and match error <LoadError.offline>, got <failure(LoadError.denied)>
/// ```
/// - Parameter matcher: The check on the error.
/// - Returns: A matcher.
public func beFailure<Success, Failure: Error>(
  _ matcher: Matcher<Failure>
) -> Matcher<Result<Success, Failure>> {
  Matcher(
    status: { actual in
      guard let actual else { return .fail }
      guard case .failure(let error) = actual else { return .doesNotMatch }
      return matcher.evaluate(.success(error)).status
    },
    message: { actual in
      ExpectationMessage(
        expectation: "be a failure and \(matcher.expectationPhrase)",
        actual: _describeResult(actual))
    }
  )
}

/// `<success(1)>` or `<failure(LoadError.offline)>`, naming the error's type.
func _describeResult<Success, Failure>(_ result: Result<Success, Failure>?) -> String {
  switch result {
  case nil: "<nil>"
  case .success(let value)?: "<success(\(stringify(value)))>"
  case .failure(let error)?: "<failure(\(stringify(error: error)))>"
  }
}

/// Passes when the actual `Result` is a failure whose error equals `error`.
///
/// ```text
/// expected to be a failure and equal <LoadError.offline>, got <failure(LoadError.denied)>
/// expected to not be a failure and equal <LoadError.offline>, got <failure(LoadError.offline)>
/// expected to be a failure and equal <LoadError.offline>, got <nil>
/// ```
/// - Parameter error: The expected error.
/// - Returns: A matcher.
public func beFailure<Success, Failure: Error & Equatable>(
  _ error: Failure
) -> Matcher<Result<Success, Failure>> {
  Matcher(
    status: { actual in
      guard let actual else { return .fail }
      guard case .failure(let actualError) = actual else { return .doesNotMatch }
      return MatcherStatus(bool: actualError == error)
    },
    message: { actual in
      ExpectationMessage(
        expectation: "be a failure and equal <\(stringify(error: error))>",
        actual: _describeResult(actual))
    }
  )
}

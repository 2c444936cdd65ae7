// What `beSuccess` and `beFailure` share: each checks that a `Result` is its case, then checks
// that case's value or error.

/// Passes when the actual `Result` is the case `name` reads (`a success`) and `test`, if given,
/// records no failure for its payload. Judged once, so `test` runs once even when the message is
/// needed.
func _beResultCase<Success, Failure, Payload>(
  _ name: String, _ payload: KeyPath<Result<Success, Failure>, Payload?>,
  test: ((Payload) -> Void)?
) -> Matcher<Result<Success, Failure>> {
  Matcher { actual in
    var message = ExpectationMessage(expectation: "be \(name)", actual: _describeResult(actual))
    guard let actual else { return MatcherResult(status: .fail, message: message) }
    guard let payload = actual[keyPath: payload] else {
      return MatcherResult(status: .doesNotMatch, message: message)
    }
    let (status, details) = _runNested(test.map { test in { test(payload) } })
    message.details = details
    return MatcherResult(status: status, message: message)
  }
}

/// Passes when the actual `Result` is the case `name` reads and its payload passes `matcher`.
func _beResultCase<Success, Failure, Payload>(
  _ name: String, _ payload: KeyPath<Result<Success, Failure>, Payload?>,
  _ matcher: Matcher<Payload>
) -> Matcher<Result<Success, Failure>> {
  Matcher(
    status: { actual in
      guard let actual else { return .fail }
      guard let payload = actual[keyPath: payload] else { return .doesNotMatch }
      return matcher.evaluate(.success(payload)).status
    },
    message: { actual in
      ExpectationMessage(
        expectation: "be \(name) and \(matcher.expectationPhrase)",
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

extension Result {
  /// The value of a success; `nil` for a failure.
  var successValue: Success? {
    if case .success(let value) = self { value } else { nil }
  }

  /// The error of a failure; `nil` for a success.
  var failureError: Failure? {
    if case .failure(let error) = self { error } else { nil }
  }
}

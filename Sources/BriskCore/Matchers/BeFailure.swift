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
  _beResultCase("a failure", \.failureError, test: test)
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
  _beResultCase("a failure", \.failureError, matcher)
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

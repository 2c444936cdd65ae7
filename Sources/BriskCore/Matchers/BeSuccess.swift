/// Passes when the actual `Result` is a success; `test` may check the value with `expect`.
///
/// ```text
/// expected to be a success, got <failure(LoadError.offline)>
/// expected to not be a success, got <success(1)>
/// expected to be a success, got <nil>
/// ```
/// - Parameter test: Further checks on the value, with `expect` inside; their failures are shown
///   under the message.
/// - Returns: A matcher.
public func beSuccess<Success, Failure: Error>(
  test: ((Success) -> Void)? = nil
) -> Matcher<Result<Success, Failure>> {
  _beResultCase("a success", \.successValue, test: test)
}

/// Passes when the actual `Result` is a success whose value passes `matcher`.
///
/// ```text
/// expected to be a success and equal <1>, got <success(2)>
/// ```
/// - Parameter matcher: The check on the value.
/// - Returns: A matcher.
public func beSuccess<Success, Failure: Error>(
  _ matcher: Matcher<Success>
) -> Matcher<Result<Success, Failure>> {
  _beResultCase("a success", \.successValue, matcher)
}

/// Passes when the actual `Result` is a success whose value equals `value`.
///
/// ```text
/// expected to be a success and equal <1>, got <success(2)>
/// expected to not be a success and equal <1>, got <success(1)>
/// expected to be a success and equal <1>, got <nil>
/// ```
/// - Parameter value: The expected value.
/// - Returns: A matcher.
public func beSuccess<Success: Equatable, Failure: Error>(
  _ value: Success
) -> Matcher<Result<Success, Failure>> {
  beSuccess(equal(value))
}

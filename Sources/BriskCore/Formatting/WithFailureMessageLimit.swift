/// Runs `body` with other failure message limits, for a test that needs to see whole values.
///
/// ```swift
/// withFailureMessageLimit(characters: 1_000_000) {
///   expect(report).to(equal(expectedReport))
/// }
/// ```
///
/// A limit below 1,000 characters, or a time that is not positive, is reported as a failure and
/// replaced:
///
/// ```text
/// a failure message limit of 10 characters is below the minimum of 1,000; using 1,000
/// ```
/// - Parameters:
///   - characters: The most characters a whole message may have, or `nil` to keep the current.
///   - time: The most time spent rendering one message's values, or `nil` to keep the current.
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - body: The code whose failures get the limits.
/// - Returns: What `body` returns.
@discardableResult
public func withFailureMessageLimit<Result>(
  characters: Int? = nil,
  time: PollingDuration? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: () throws -> Result
) rethrows -> Result {
  let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let limit = FailureMessageLimit.replacing(characters: characters, time: time) {
    _reportFailure($0, at: location)
  }
  return try FailureMessageLimit.$scoped.withValue(limit, operation: body)
}

/// Runs async `body` with other failure message limits.
/// - Parameters:
///   - characters: The most characters a whole message may have, or `nil` to keep the current.
///   - time: The most time spent rendering one message's values, or `nil` to keep the current.
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - isolation: The caller's actor; `body` runs on it.
///   - body: The code whose failures get the limits.
/// - Returns: What `body` returns.
@discardableResult
public func withFailureMessageLimit<Result>(
  characters: Int? = nil,
  time: PollingDuration? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Result
) async rethrows -> Result {
  let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let limit = FailureMessageLimit.replacing(characters: characters, time: time) {
    _reportFailure($0, at: location)
  }
  return try await FailureMessageLimit.$scoped.withValue(limit, operation: body)
}

extension FailureMessageLimit {
  /// The current limit with the given values in place; bad ones are replaced and reported.
  static func replacing(
    characters: Int?, time: PollingDuration?, report: (String) -> Void
  ) -> FailureMessageLimit {
    var limit = FailureMessageLimit.current
    limit.characters = characters ?? limit.characters
    limit.time = time ?? limit.time
    let (valid, problem) = limit.validated()
    if let problem { report(problem) }
    return valid
  }
}

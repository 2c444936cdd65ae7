// `unwrap`: `require(x).toNot(beNil())` in one word, with Nimble's parameter order (`description:`
// before the value). Nimble's `unwraps`/`unwrapa` spellings are in BriskNimble; a synchronous
// closure form of `unwrap` itself would cost every `unwrap(x)` one more constraint-solver scope.

/// Returns the unwrapped value, or reports and throws when it is `nil`.
///
/// ```text
/// expected to not be nil, got <nil>
/// ```
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - description: Shown on its own line above the failure message.
///   - value: The optional value.
/// - Returns: The unwrapped value.
/// - Throws: ``RequireError`` after reporting the failure.
@discardableResult
public func unwrap<Value>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  description: String? = nil,
  _ value: @autoclosure () throws -> Value?
) throws -> Value {
  let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return try _check(Result { try value() }, beNil(), .toNot, description, location, nil)
}

/// Returns the unwrapped result of an async expression, or reports and throws when it is `nil`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - description: Shown on its own line above the failure message.
///   - isolation: The caller's actor; the expression runs on it.
///   - body: Computes the optional value.
/// - Returns: The unwrapped value.
/// - Throws: ``RequireError`` after reporting the failure.
@discardableResult
public func unwrap<Value>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  description: String? = nil,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Value?
) async throws -> Value {
  let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return try await _unwrap(body, description, location, nil)
}

/// Unwraps an async expression's value, or reports the failure and throws.
package func _unwrap<Value>(
  _ body: () async throws -> Value?,
  _ description: String?,
  _ location: CodeLocation,
  _ customError: (any Error)?,
  isolation: isolated (any Actor)? = #isolation
) async throws -> Value {
  let outcome: Result<Value?, any Error>
  do {
    outcome = .success(try await body())
  } catch {
    outcome = .failure(error)
  }
  return try _check(outcome, beNil(), .toNot, description, location, customError)
}

// `unwrap`: `require(x).toNot(beNil())` in one word, with Nimble's parameter order (`description:`
// before the value), and its `unwraps`/`unwrapa` spellings, which have names of their own and so
// cost a plain `unwrap(x)` nothing. A synchronous closure is `unwraps { … }`: a sync closure form
// of `unwrap` itself would cost every `unwrap(x)` one more constraint-solver scope.

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
  return try _require(Result { try value() }, beNil(), .toNot, description, location, nil)
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

/// Nimble's synchronous spelling of `unwrap`: `try unwraps(cache.first)`.
///
/// ```text
/// expected to not be nil, got <nil>
/// ```
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - customError: Thrown instead of ``RequireError`` when the value is `nil`.
///   - description: Shown on its own line above the failure message.
///   - value: The optional value.
/// - Returns: The unwrapped value.
/// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
@_disfavoredOverload
@discardableResult
public func unwraps<Value>(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  customError: (any Error)? = nil,
  description: String? = nil,
  _ value: @autoclosure () throws -> Value?
) throws -> Value {
  let location = CodeLocation(fileID: fileID, filePath: file, line: line, column: column)
  return try _require(Result { try value() }, beNil(), .toNot, description, location, customError)
}

/// Nimble's synchronous spelling of `unwrap` on a closure: `try unwraps { cache.first }`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - customError: Thrown instead of ``RequireError`` when the value is `nil`.
///   - description: Shown on its own line above the failure message.
///   - body: Computes the optional value.
/// - Returns: The unwrapped value.
/// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
@discardableResult
public func unwraps<Value>(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  customError: (any Error)? = nil,
  description: String? = nil,
  _ body: () throws -> Value?
) throws -> Value {
  let location = CodeLocation(fileID: fileID, filePath: file, line: line, column: column)
  return try _require(Result { try body() }, beNil(), .toNot, description, location, customError)
}

/// Nimble's async spelling of `unwrap`, written without a closure:
/// `try await unwrapa(await store.item(id))`.
///
/// ```text
/// expected to not be nil, got <nil>
/// ```
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - customError: Thrown instead of ``RequireError`` when the value is `nil`.
///   - description: Shown on its own line above the failure message.
///   - isolation: The caller's actor; the expression runs on it.
///   - value: The optional value.
/// - Returns: The unwrapped value.
/// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
@_disfavoredOverload
@discardableResult
public func unwrapa<Value>(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  customError: (any Error)? = nil,
  description: String? = nil,
  isolation: isolated (any Actor)? = #isolation,
  _ value: @autoclosure () async throws -> Value?
) async throws -> Value {
  let location = CodeLocation(fileID: fileID, filePath: file, line: line, column: column)
  return try await _unwrap(value, description, location, customError)
}

/// Nimble's async spelling of `unwrap` on a closure: `try await unwrapa { await store.first }`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - customError: Thrown instead of ``RequireError`` when the value is `nil`.
///   - description: Shown on its own line above the failure message.
///   - isolation: The caller's actor; the expression runs on it.
///   - body: Computes the optional value.
/// - Returns: The unwrapped value.
/// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
@discardableResult
public func unwrapa<Value>(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  customError: (any Error)? = nil,
  description: String? = nil,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Value?
) async throws -> Value {
  let location = CodeLocation(fileID: fileID, filePath: file, line: line, column: column)
  return try await _unwrap(body, description, location, customError)
}

/// Unwraps an async expression's value, or reports the failure and throws.
func _unwrap<Value>(
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
  return try _require(outcome, beNil(), .toNot, description, location, customError)
}

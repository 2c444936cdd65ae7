// Nimble's `unwraps`/`unwrapa` spellings of `unwrap`. They have names of their own, so they cost a
// plain `unwrap(x)` nothing. A synchronous closure is `unwraps { … }`.

import BriskCore

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
///   - customError: Thrown instead of `RequireError` when the value is `nil`.
///   - description: Shown on its own line above the failure message.
///   - value: The optional value.
/// - Returns: The unwrapped value.
/// - Throws: `RequireError` (or the custom error) after reporting the failure.
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
  return try _check(Result { try value() }, beNil(), .toNot, description, location, customError)
}

/// Nimble's synchronous spelling of `unwrap` on a closure: `try unwraps { cache.first }`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - customError: Thrown instead of `RequireError` when the value is `nil`.
///   - description: Shown on its own line above the failure message.
///   - body: Computes the optional value.
/// - Returns: The unwrapped value.
/// - Throws: `RequireError` (or the custom error) after reporting the failure.
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
  return try _check(Result { try body() }, beNil(), .toNot, description, location, customError)
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
///   - customError: Thrown instead of `RequireError` when the value is `nil`.
///   - description: Shown on its own line above the failure message.
///   - isolation: The caller's actor; the expression runs on it.
///   - value: The optional value.
/// - Returns: The unwrapped value.
/// - Throws: `RequireError` (or the custom error) after reporting the failure.
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
///   - customError: Thrown instead of `RequireError` when the value is `nil`.
///   - description: Shown on its own line above the failure message.
///   - isolation: The caller's actor; the expression runs on it.
///   - body: Computes the optional value.
/// - Returns: The unwrapped value.
/// - Throws: `RequireError` (or the custom error) after reporting the failure.
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

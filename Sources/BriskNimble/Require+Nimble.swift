// Nimble's other spellings of `require`: `requires` (the synchronous one, named), `requirea`
// (an async expression without a closure) and `requireFail`. They have names of their own, so a
// plain `require(x).to(…)` is type-checked against exactly what it was before.

public import BriskCore

/// Nimble's name for a synchronous requirement; in Brisk it is `Requirement`.
public typealias SyncRequirement<Value> = Requirement<Value>

/// Starts a requirement at a location a helper forwards, as Nimble spells it.
///
/// ```swift
/// func requireAdmin(_ user: User?, file: FileString = #filePath, line: UInt = #line) throws -> User {
///   try require(file: file, line: line, user).to(beAKindOf(Admin.self))
/// }
/// ```
/// - Parameters:
///   - fileID: The caller's file ID.
///   - file: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
///   - customError: Thrown instead of `RequireError` when the requirement fails.
///   - value: The actual value.
/// - Returns: A requirement to check with `to`, `toNot` or `notTo`.
@_disfavoredOverload
public func require<Value>(
  fileID: String = #fileID,
  file: FileString,
  line: UInt = #line,
  column: UInt = #column,
  customError: (any Error)? = nil,
  _ value: @autoclosure @escaping () throws -> Value?
) -> Requirement<Value> {
  requires(
    fileID: fileID, file: file, line: line, column: column, customError: customError, value)
}

/// Unwraps a value at a location a helper forwards, as Nimble spells it.
/// - Parameters:
///   - fileID: The caller's file ID.
///   - file: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
///   - customError: Thrown instead of `RequireError` when the value is `nil`.
///   - description: Shown on its own line above the failure message.
///   - value: The optional value.
/// - Returns: The unwrapped value.
/// - Throws: `RequireError` (or the custom error) after reporting the failure.
@_disfavoredOverload
@discardableResult
public func unwrap<Value>(
  fileID: String = #fileID,
  file: FileString,
  line: UInt = #line,
  column: UInt = #column,
  customError: (any Error)? = nil,
  description: String? = nil,
  _ value: @autoclosure () throws -> Value?
) throws -> Value {
  try unwraps(
    fileID: fileID, file: file, line: line, column: column, customError: customError,
    description: description, try value())
}

/// Nimble's synchronous spelling of `require`: the same as `require(x)`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - customError: Thrown instead of `RequireError` when the requirement fails.
///   - value: The actual value.
/// - Returns: A requirement to check with `to`, `toNot` or `notTo`.
@_disfavoredOverload
public func requires<Value>(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  customError: (any Error)? = nil,
  _ value: @autoclosure @escaping () throws -> Value?
) -> Requirement<Value> {
  Requirement(
    expression: value,
    location: CodeLocation(fileID: fileID, filePath: file, line: line, column: column),
    customError: customError)
}

/// Nimble's synchronous spelling of `require` on a closure: `try requires { parse(data) }.to(…)`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - customError: Thrown instead of `RequireError` when the requirement fails.
///   - body: Computes the actual value.
/// - Returns: A requirement to check with `to`, `toNot` or `notTo`.
public func requires<Value>(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  customError: (any Error)? = nil,
  _ body: @escaping () throws -> Value?
) -> Requirement<Value> {
  Requirement(
    expression: body,
    location: CodeLocation(fileID: fileID, filePath: file, line: line, column: column),
    customError: customError)
}

/// Starts a requirement on an async expression written without a closure, as in Nimble:
/// `try await requirea(await store.count()).to(equal(3))`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - customError: Thrown instead of `RequireError` when the requirement fails.
///   - value: The actual value; it is computed each time the requirement is checked.
/// - Returns: A requirement to check with `await` and `to`, `toNot` or `notTo`.
@_disfavoredOverload
public func requirea<Value>(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  customError: (any Error)? = nil,
  _ value: @autoclosure @escaping () async throws -> Value?
) async -> AsyncRequirement<Value> {
  AsyncRequirement(
    expression: value,
    location: CodeLocation(fileID: fileID, filePath: file, line: line, column: column),
    customError: customError)
}

/// Starts a requirement on an async closure, as Nimble's `requirea { await … }` does.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - customError: Thrown instead of `RequireError` when the requirement fails.
///   - body: Computes the actual value.
/// - Returns: A requirement to check with `await` and `to`, `toNot` or `notTo`.
public func requirea<Value>(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  customError: (any Error)? = nil,
  _ body: @escaping () async throws -> Value?
) async -> AsyncRequirement<Value> {
  AsyncRequirement(
    expression: body,
    location: CodeLocation(fileID: fileID, filePath: file, line: line, column: column),
    customError: customError)
}

/// Fails the test and throws, so the rest of the test does not run.
///
/// ```text
/// requireFail() always fails
/// ```
/// - Parameters:
///   - message: The failure message; Nimble's default text when `nil`.
///   - customError: Thrown instead of `RequireError`.
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
/// - Throws: `RequireError` (or the custom error) after reporting the failure.
public func requireFail(
  _ message: String? = nil,
  customError: (any Error)? = nil,
  fileID: String = #fileID,
  filePath: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) throws -> Never {
  let failure = RecordedFailure(
    message: message ?? "requireFail() always fails",
    location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  throw _requirementFailed(failure, customError)
}

// `customError:` on `require` and `unwrap`, as Nimble has it: the failure is reported as usual,
// then `customError` is thrown instead of ``RequireError``. These are forms of their own, with
// the label required, so a plain `require(x)` or `unwrap(x)` is type-checked exactly as before
// (a defaulted `customError:` on the plain forms cost two constraint-solver scopes a call).

public import BriskCore

/// Starts a requirement that throws `customError` instead of `RequireError` when it fails:
/// `try require(customError: LoginError.noUser, session.user).toNot(beNil())`. The failure is
/// reported either way. A form of its own, so a plain `require(x)` is type-checked as before.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - customError: Thrown when the requirement fails; `RequireError` when `nil`.
///   - value: The actual value.
/// - Returns: A requirement to check with `to`, `toNot` or `notTo`.
@_disfavoredOverload
public func require<Value>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  customError: (any Error)?,
  _ value: @autoclosure @escaping () throws -> Value?
) -> Requirement<Value> {
  Requirement(
    expression: value,
    location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    customError: customError)
}

/// Starts a requirement on a closure that throws `customError` instead of `RequireError`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - customError: Thrown when the requirement fails; `RequireError` when `nil`.
///   - body: Computes the actual value.
/// - Returns: A requirement to check with `to`, `toNot` or `notTo`.
public func require<Value>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  customError: (any Error)?,
  _ body: @escaping () throws -> Value?
) -> Requirement<Value> {
  Requirement(
    expression: body,
    location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    customError: customError)
}

/// Starts a requirement on an async closure that throws `customError` instead of
/// `RequireError`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - customError: Thrown when the requirement fails; `RequireError` when `nil`.
///   - body: Computes the actual value.
/// - Returns: A requirement to check with `await` and `to`, `toNot` or `notTo`.
public func require<Value>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  customError: (any Error)?,
  _ body: @escaping () async throws -> Value?
) -> AsyncRequirement<Value> {
  AsyncRequirement(
    expression: body,
    location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    customError: customError)
}

/// Returns the unwrapped value, or reports and throws `customError` when it is `nil`.
///
/// ```text
/// expected to not be nil, got <nil>
/// ```
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - customError: Thrown when the value is `nil`; `RequireError` when `nil`.
///   - description: Shown on its own line above the failure message.
///   - value: The optional value.
/// - Returns: The unwrapped value.
/// - Throws: The custom error (or `RequireError`) after reporting the failure.
@discardableResult
public func unwrap<Value>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  customError: (any Error)?,
  description: String? = nil,
  _ value: @autoclosure () throws -> Value?
) throws -> Value {
  let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return try _check(Result { try value() }, beNil(), .toNot, description, location, customError)
}

/// Returns the unwrapped result of an async expression, or reports and throws `customError`
/// when it is `nil`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - customError: Thrown when the value is `nil`; `RequireError` when `nil`.
///   - description: Shown on its own line above the failure message.
///   - isolation: The caller's actor; the expression runs on it.
///   - body: Computes the optional value.
/// - Returns: The unwrapped value.
/// - Throws: The custom error (or `RequireError`) after reporting the failure.
@discardableResult
public func unwrap<Value>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  customError: (any Error)?,
  description: String? = nil,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Value?
) async throws -> Value {
  let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return try await _unwrap(body, description, location, customError)
}

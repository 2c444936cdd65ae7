// Nimble's spellings of the entry points: `expect` and `require` at a location a helper forwards
// (`file:` as Nimble types it), `requires`/`requirea`/`requireFail`, `customError:`, and
// `unwraps`/`unwrapa`. Each has a label or a name of its own, so a plain `expect(x)`,
// `require(x)` or `unwrap(x)` is type-checked exactly as in BriskCore alone.

public import BriskCore

// MARK: - expect at a forwarded location

// The `expect` forms that Nimble-style helpers call when they forward their caller's location:
// `fileID` as a `String` and the path as `file:`. Each needs the `file:` label, so a plain
// `expect(x)` never considers them and type-checks as fast as before.
/// Starts an expectation at a location a helper forwards, as Nimble spells it.
///
/// ```swift
/// func expectValid(_ form: Form, file: FileString = #filePath, line: UInt = #line) {
///   expect(file: file, line: line, form.isValid).to(beTrue())
/// }
/// ```
/// - Parameters:
///   - fileID: The caller's file ID.
///   - file: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
///   - value: The actual value.
/// - Returns: An expectation to check with `to`, `toNot` or `notTo`.
@_disfavoredOverload
public func expect<Value>(
  fileID: String = #fileID,
  file: FileString,
  line: UInt = #line,
  column: UInt = #column,
  _ value: @autoclosure @escaping () throws -> Value?
) -> Expectation<Value> {
  Expectation(
    expression: value,
    location: CodeLocation(fileID: fileID, filePath: file, line: line, column: column))
}

/// Starts an expectation on a closure at a location a helper forwards, as Nimble spells it.
/// - Parameters:
///   - fileID: The caller's file ID.
///   - file: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
///   - body: Computes the actual value; it runs each time the expectation is checked.
/// - Returns: An expectation to check with `to`, `toNot` or `notTo`.
public func expect<Value>(
  fileID: String = #fileID,
  file: FileString,
  line: UInt = #line,
  column: UInt = #column,
  _ body: @escaping () throws -> Value?
) -> Expectation<Value> {
  Expectation(
    expression: body,
    location: CodeLocation(fileID: fileID, filePath: file, line: line, column: column))
}

/// Starts an expectation on an async closure at a location a helper forwards.
/// - Parameters:
///   - fileID: The caller's file ID.
///   - file: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
///   - body: Computes the actual value; it runs each time the expectation is checked.
/// - Returns: An expectation to check with `await … to`, `toNot` or `notTo`.
public func expect<Value>(
  fileID: String = #fileID,
  file: FileString,
  line: UInt = #line,
  column: UInt = #column,
  _ body: @escaping () async throws -> Value?
) -> AsyncExpectation<Value> {
  AsyncExpectation(
    expression: body,
    location: CodeLocation(fileID: fileID, filePath: file, line: line, column: column))
}

/// Starts an expectation on an async expression, written without a closure:
/// `await expecta(await model.load()).to(equal(.loaded))`, as in Nimble.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - value: The actual value; it is computed each time the expectation is checked.
/// - Returns: An expectation to check with `await … to`, `toNot` or `notTo`.
public func expecta<Value>(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ value: @autoclosure @escaping () async throws -> Value?
) async -> AsyncExpectation<Value> {
  AsyncExpectation(
    expression: value,
    location: CodeLocation(fileID: fileID, filePath: file, line: line, column: column))
}

/// Nimble's synchronous twin of `expecta(fileID:file:line:column:_:)`: the same as `expect`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - value: The actual value.
/// - Returns: An expectation to check with `to`, `toNot` or `notTo`.
@_disfavoredOverload
public func expects<Value>(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ value: @autoclosure @escaping () throws -> Value?
) -> Expectation<Value> {
  Expectation(
    expression: value,
    location: CodeLocation(fileID: fileID, filePath: file, line: line, column: column))
}

/// Nimble's synchronous twin of `expect { … }`: `expects { try parse(data) }.to(…)`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - body: Computes the actual value; it runs each time the expectation is checked.
/// - Returns: An expectation to check with `to`, `toNot` or `notTo`.
public func expects<Value>(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: @escaping () throws -> Value?
) -> Expectation<Value> {
  Expectation(
    expression: body,
    location: CodeLocation(fileID: fileID, filePath: file, line: line, column: column))
}

// MARK: - require: requires, requirea, requireFail

// Nimble's other spellings of `require`: `requires` (the synchronous one, named), `requirea`
// (an async expression without a closure) and `requireFail`. They have names of their own, so a
// plain `require(x).to(…)` is type-checked against exactly what it was before.
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

// MARK: - customError:

// `customError:` on `require` and `unwrap`, as Nimble has it: the failure is reported as usual,
// then `customError` is thrown instead of ``RequireError``. These are forms of their own, with
// the label required, so a plain `require(x)` or `unwrap(x)` is type-checked exactly as before
// (a defaulted `customError:` on the plain forms cost two constraint-solver scopes a call).
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
  return try _require(Result { try value() }, beNil(), .toNot, description, location, customError)
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

// MARK: - unwraps and unwrapa

// Nimble's `unwraps`/`unwrapa` spellings of `unwrap`. They have names of their own, so they cost a
// plain `unwrap(x)` nothing. A synchronous closure is `unwraps { … }`.
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
  return try _require(Result { try value() }, beNil(), .toNot, description, location, customError)
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

// The pollUnwrap family, Nimble's: polls an optional until it is not `nil` and returns it.

public import BriskCore

// MARK: - pollUnwrap

// `pollUnwrap`: polls an optional until it is not `nil` and returns it, as Nimble's does:
// `let cell = try pollUnwrap(table.visibleCells.first)`. It is
// `require(x).toEventuallyNot(beNil())` in one word, so it shares that polling, with its refusal
// of bad timeouts and nested polling. The synchronous forms are for XCTest and the main thread;
// in async code the `async` ones are chosen.
/// Polls until the value is not `nil`, then returns it; reports and throws at the timeout.
///
/// ```text
/// expected to eventually not be nil, got <nil>
/// timed out after 1 s, polling every 10 ms
/// ```
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - timeout: How long to poll; `PollingDefaults.current` when `nil`.
///   - pollInterval: The longest wait between two checks; `PollingDefaults.current` when `nil`.
///   - description: Shown on its own line above the failure message.
///   - value: The optional value; it is evaluated at every poll.
/// - Returns: The first value that is not `nil`.
/// - Throws: `RequireError` after reporting the failure at the timeout.
@available(*, noasync, message: "In async code, write `try await pollUnwrap(…)`")
@_disfavoredOverload
@discardableResult
public func pollUnwrap<Value>(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  timeout: PollingDuration? = nil,
  pollInterval: PollingDuration? = nil,
  description: String? = nil,
  _ value: @autoclosure @escaping () throws -> Value?
) throws -> Value {
  let location = CodeLocation(fileID: fileID, filePath: file, line: line, column: column)
  return try Requirement(expression: value, location: location, customError: nil)
    .pollSync(
      .toEventuallyNot, beNil(), timeout, pollInterval, description,
      api: PollingAPI(name: "pollUnwrap", asyncForm: "try await pollUnwrap(…)"))
}

/// Polls a closure until it returns a value that is not `nil`, then returns that value.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - timeout: How long to poll; `PollingDefaults.current` when `nil`.
///   - pollInterval: The longest wait between two checks; `PollingDefaults.current` when `nil`.
///   - description: Shown on its own line above the failure message.
///   - body: Computes the optional value; it runs at every poll.
/// - Returns: The first value that is not `nil`.
/// - Throws: `RequireError` after reporting the failure at the timeout.
@available(*, noasync, message: "In async code, write `try await pollUnwrap(…)`")
@discardableResult
public func pollUnwrap<Value>(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  timeout: PollingDuration? = nil,
  pollInterval: PollingDuration? = nil,
  description: String? = nil,
  _ body: @escaping () throws -> Value?
) throws -> Value {
  let location = CodeLocation(fileID: fileID, filePath: file, line: line, column: column)
  return try Requirement(expression: body, location: location, customError: nil)
    .pollSync(
      .toEventuallyNot, beNil(), timeout, pollInterval, description,
      api: PollingAPI(name: "pollUnwrap", asyncForm: "try await pollUnwrap(…)"))
}

/// Polls, in async code, until the value is not `nil`, then returns it.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - timeout: How long to poll; `PollingDefaults.current` when `nil`.
///   - pollInterval: The longest wait between two checks; `PollingDefaults.current` when `nil`.
///   - description: Shown on its own line above the failure message.
///   - isolation: The caller's actor; the expression is evaluated on it.
///   - body: Computes the optional value; it runs at every poll.
/// - Returns: The first value that is not `nil`.
/// - Throws: `RequireError` after reporting the failure at the timeout.
@_disfavoredOverload
@discardableResult
public func pollUnwrap<Value>(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  timeout: PollingDuration? = nil,
  pollInterval: PollingDuration? = nil,
  description: String? = nil,
  isolation: isolated (any Actor)? = #isolation,
  _ body: @autoclosure @escaping () throws -> Value?
) async throws -> Value {
  let location = CodeLocation(fileID: fileID, filePath: file, line: line, column: column)
  return try await Requirement(expression: body, location: location, customError: nil)
    .poll(
      .toEventuallyNot, beNil(), timeout, pollInterval, description,
      api: PollingAPI(name: "pollUnwrap", asyncForm: "try await pollUnwrap(…)"))
}

/// Polls a closure, in async code, until it returns a value that is not `nil`, then returns it.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - timeout: How long to poll; `PollingDefaults.current` when `nil`.
///   - pollInterval: The longest wait between two checks; `PollingDefaults.current` when `nil`.
///   - description: Shown on its own line above the failure message.
///   - isolation: The caller's actor; the closure runs on it.
///   - body: Computes the optional value; it runs at every poll.
/// - Returns: The first value that is not `nil`.
/// - Throws: `RequireError` after reporting the failure at the timeout.
@discardableResult
public func pollUnwrap<Value>(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  timeout: PollingDuration? = nil,
  pollInterval: PollingDuration? = nil,
  description: String? = nil,
  isolation: isolated (any Actor)? = #isolation,
  _ body: @escaping () throws -> Value?
) async throws -> Value {
  let location = CodeLocation(fileID: fileID, filePath: file, line: line, column: column)
  return try await Requirement(expression: body, location: location, customError: nil)
    .poll(
      .toEventuallyNot, beNil(), timeout, pollInterval, description,
      api: PollingAPI(name: "pollUnwrap", asyncForm: "try await pollUnwrap(…)"))
}

/// Polls an async closure until it returns a value that is not `nil`, then returns that value.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - timeout: How long to poll; `PollingDefaults.current` when `nil`.
///   - pollInterval: The longest wait between two checks; `PollingDefaults.current` when `nil`.
///   - description: Shown on its own line above the failure message.
///   - isolation: The caller's actor; the expression is evaluated on it.
///   - body: Computes the optional value; it runs at every poll.
/// - Returns: The first value that is not `nil`.
/// - Throws: `RequireError` after reporting the failure at the timeout.
@discardableResult
public func pollUnwrap<Value>(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  timeout: PollingDuration? = nil,
  pollInterval: PollingDuration? = nil,
  description: String? = nil,
  isolation: isolated (any Actor)? = #isolation,
  _ body: @escaping () async throws -> Value?
) async throws -> Value {
  let location = CodeLocation(fileID: fileID, filePath: file, line: line, column: column)
  return try await AsyncRequirement(expression: body, location: location, customError: nil)
    .poll(
      .toEventuallyNot, beNil(), timeout, pollInterval, description,
      api: PollingAPI(name: "pollUnwrap", asyncForm: "try await pollUnwrap(…)"))
}

// MARK: - pollUnwraps and pollUnwrapa

// Nimble's other spellings of `pollUnwrap`: `pollUnwraps` (named synchronous) and `pollUnwrapa`
// (an async expression without a closure). They have names of their own, so they add nothing to
// what `pollUnwrap(x)` is type-checked against.
/// Nimble's synchronous spelling of `pollUnwrap`: polls until the value is not `nil`.
///
/// ```text
/// expected to eventually not be nil, got <nil>
/// timed out after 1 s, polling every 10 ms
/// ```
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - timeout: How long to poll; `PollingDefaults.current` when `nil`.
///   - pollInterval: The longest wait between two checks; `PollingDefaults.current` when `nil`.
///   - description: Shown on its own line above the failure message.
///   - value: The optional value; it is evaluated at every poll.
/// - Returns: The first value that is not `nil`.
/// - Throws: `RequireError` after reporting the failure at the timeout.
@available(*, noasync, message: "In async code, write `try await pollUnwrap(…)`")
@_disfavoredOverload
@discardableResult
public func pollUnwraps<Value>(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  timeout: PollingDuration? = nil,
  pollInterval: PollingDuration? = nil,
  description: String? = nil,
  _ value: @autoclosure @escaping () throws -> Value?
) throws -> Value {
  let location = CodeLocation(fileID: fileID, filePath: file, line: line, column: column)
  return try Requirement(expression: value, location: location, customError: nil)
    .pollSync(
      .toEventuallyNot, beNil(), timeout, pollInterval, description,
      api: PollingAPI(name: "pollUnwraps", asyncForm: "try await pollUnwrap(…)"))
}

/// Nimble's synchronous spelling of `pollUnwrap` on a closure.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - timeout: How long to poll; `PollingDefaults.current` when `nil`.
///   - pollInterval: The longest wait between two checks; `PollingDefaults.current` when `nil`.
///   - description: Shown on its own line above the failure message.
///   - body: Computes the optional value; it runs at every poll.
/// - Returns: The first value that is not `nil`.
/// - Throws: `RequireError` after reporting the failure at the timeout.
@available(*, noasync, message: "In async code, write `try await pollUnwrap(…)`")
@discardableResult
public func pollUnwraps<Value>(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  timeout: PollingDuration? = nil,
  pollInterval: PollingDuration? = nil,
  description: String? = nil,
  _ body: @escaping () throws -> Value?
) throws -> Value {
  let location = CodeLocation(fileID: fileID, filePath: file, line: line, column: column)
  return try Requirement(expression: body, location: location, customError: nil)
    .pollSync(
      .toEventuallyNot, beNil(), timeout, pollInterval, description,
      api: PollingAPI(name: "pollUnwraps", asyncForm: "try await pollUnwrap(…)"))
}

/// Polls an async expression, written without a closure, until it is not `nil`: `try await pollUnwrapa(await store.first)`.
///
/// ```text
/// expected to eventually not be nil, got <nil>
/// timed out after 1 s, polling every 10 ms
/// ```
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - timeout: How long to poll; `PollingDefaults.current` when `nil`.
///   - pollInterval: The longest wait between two checks; `PollingDefaults.current` when `nil`.
///   - description: Shown on its own line above the failure message.
///   - isolation: The caller's actor; the expression is evaluated on it.
///   - value: The optional value; it is evaluated at every poll.
/// - Returns: The first value that is not `nil`.
/// - Throws: `RequireError` after reporting the failure at the timeout.
@_disfavoredOverload
@discardableResult
public func pollUnwrapa<Value>(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  timeout: PollingDuration? = nil,
  pollInterval: PollingDuration? = nil,
  description: String? = nil,
  isolation: isolated (any Actor)? = #isolation,
  _ value: @autoclosure @escaping () async throws -> Value?
) async throws -> Value {
  let location = CodeLocation(fileID: fileID, filePath: file, line: line, column: column)
  return try await AsyncRequirement(expression: value, location: location, customError: nil)
    .poll(
      .toEventuallyNot, beNil(), timeout, pollInterval, description,
      api: PollingAPI(name: "pollUnwrapa", asyncForm: "try await pollUnwrapa(…)"))
}

/// Polls an async closure until it returns a value that is not `nil`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - timeout: How long to poll; `PollingDefaults.current` when `nil`.
///   - pollInterval: The longest wait between two checks; `PollingDefaults.current` when `nil`.
///   - description: Shown on its own line above the failure message.
///   - isolation: The caller's actor; the expression is evaluated on it.
///   - body: Computes the optional value; it runs at every poll.
/// - Returns: The first value that is not `nil`.
/// - Throws: `RequireError` after reporting the failure at the timeout.
@discardableResult
public func pollUnwrapa<Value>(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  timeout: PollingDuration? = nil,
  pollInterval: PollingDuration? = nil,
  description: String? = nil,
  isolation: isolated (any Actor)? = #isolation,
  _ body: @escaping () async throws -> Value?
) async throws -> Value {
  let location = CodeLocation(fileID: fileID, filePath: file, line: line, column: column)
  return try await AsyncRequirement(expression: body, location: location, customError: nil)
    .poll(
      .toEventuallyNot, beNil(), timeout, pollInterval, description,
      api: PollingAPI(name: "pollUnwrapa", asyncForm: "try await pollUnwrapa(…)"))
}

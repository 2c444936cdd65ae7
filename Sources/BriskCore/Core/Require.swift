/// Thrown by `require` and `unwrap` after the failure has been reported at the caller's line, so
/// the rest of the test does not run on a bad value, and reported once:
///
/// - In a Swift Testing run, a failed requirement is recorded as `#require` records one, and
///   what is thrown is the error `#require` throws (Swift Testing's `ExpectationFailedError`),
///   which Swift Testing does not report again when it leaves the test.
/// - XCTest on Apple platforms does not report a `RequireError` (its user info says so, as
///   `XCTUnwrap`'s error does). XCTest on Linux (swift-corelibs-xctest) reports every error a
///   test throws; there the second report repeats the first, at `<EXPR>:0`:
///
/// ```text
/// threw error "requirement failed at AppTests/CartTests.swift:12:9 (reported there): expected to equal <2>, got <1>"
/// ```
///
/// A `customError` is thrown as given, so the test framework reports it too, with its own text.
public struct RequireError: Error, Sendable, CustomStringConvertible {
  /// The failure that was reported.
  public let failure: RecordedFailure

  public var description: String {
    "requirement failed at \(failure.location) (reported there): \(failure.message)"
  }
}

/// A requirement on a value, made with `require(…)`: like an expectation, but it returns the
/// value when it passes and throws ``RequireError`` when it fails.
///
/// ```swift
/// let user = try require(response.user).to(beAKindOf(Admin.self))
/// ```
public struct Requirement<Value> {
  let expression: () throws -> Value?

  package init(
    expression: @escaping () throws -> Value?, location: CodeLocation, customError: (any Error)?
  ) {
    self.expression = expression
    self.location = location
    self.customError = customError
  }

  /// Where the requirement was written.
  public let location: CodeLocation

  /// The error to throw on failure instead of ``RequireError``; the failure is reported either way.
  public let customError: (any Error)?
}

/// A requirement on an async expression, made with `require { await … }`.
public struct AsyncRequirement<Value> {
  package let expression: () async throws -> Value?

  package init(
    expression: @escaping () async throws -> Value?, location: CodeLocation,
    customError: (any Error)?
  ) {
    self.expression = expression
    self.location = location
    self.customError = customError
  }

  /// Where the requirement was written.
  public let location: CodeLocation

  /// The error to throw on failure instead of ``RequireError``; the failure is reported either way.
  public let customError: (any Error)?
}

/// Starts a requirement: `try require(x).to(matcher)` returns `x` or throws after reporting.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - value: The actual value.
/// - Returns: A requirement to check with `to`, `toNot` or a polling verb.
public func require<Value>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ value: @autoclosure @escaping () throws -> Value?
) -> Requirement<Value> {
  Requirement(
    expression: value,
    location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    customError: nil)
}

/// Starts a requirement on the result of a closure: `try require { try parse(data) }.to(…)`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - body: Computes the actual value.
/// - Returns: A requirement to check with `to`, `toNot` or a polling verb.
public func require<Value>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: @escaping () throws -> Value?
) -> Requirement<Value> {
  Requirement(
    expression: body,
    location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    customError: nil)
}

/// Starts a requirement on an async expression: `try await require { await load() }.to(…)`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - body: Computes the actual value.
/// - Returns: A requirement to check with `await` and `to`, `toNot` or a polling verb.
public func require<Value>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: @escaping () async throws -> Value?
) -> AsyncRequirement<Value> {
  AsyncRequirement(
    expression: body,
    location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    customError: nil)
}

// The closure forms again, for a closure whose result is not optional: a function or a closure
// held in a variable, `require(parse)`, is called, as with `expect` (Expect.swift says why).

/// Starts a requirement on the result of a closure or function: `try require(parse).to(…)`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - body: Computes the actual value.
/// - Returns: A requirement to check with `to`, `toNot` or a polling verb.
public func require<Value>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: @escaping () throws -> Value
) -> Requirement<Value> {
  Requirement(
    expression: { try body() },
    location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    customError: nil)
}

/// Starts a requirement on the result of an async closure or function:
/// `try await require(load).to(…)`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - body: Computes the actual value.
/// - Returns: A requirement to check with `await` and `to`, `toNot` or a polling verb.
public func require<Value>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: @escaping () async throws -> Value
) -> AsyncRequirement<Value> {
  AsyncRequirement(
    expression: { try await body() },
    location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    customError: nil)
}

/// Checks a requirement once its outcome is known: returns the value, or reports the failure and
/// throws.
package func _check<Value>(
  _ outcome: Result<Value?, any Error>,
  _ matcher: Matcher<Value>,
  _ verb: ExpectationVerb,
  _ description: String?,
  _ location: CodeLocation,
  _ customError: (any Error)? = nil
) throws -> Value {
  let (status, message) = matcher.evaluate(outcome, at: location)
  let text: String
  if !status.passes(negated: verb.isNegated) {
    text = _boundedFailureMessage { message().rendered(verb, description: description) }
  } else if case .success(let value?) = outcome {
    return value
  } else {
    text = ExpectationMessage.noValueToReturn.rendered(.to, description: description)
  }
  throw _requirementFailed(RecordedFailure(message: text, location: location), customError)
}

/// Reports a failed requirement and returns the error to throw for it: with no custom error,
/// the one error the test framework will not report again (see ``RequireError``).
package func _requirementFailed(_ failure: RecordedFailure, _ customError: (any Error)?)
  -> any Error
{
  if let customError {
    FailureRouting.route(failure)
    return customError
  }
  return FailureRouting.routeThrowing(failure, error: RequireError(failure: failure))
}

extension ExpectationMessage {
  /// A requirement passed on `nil`, so it has nothing to return.
  static let noValueToReturn = ExpectationMessage(
    expectation: "return a value", actual: "<nil>",
    details: ["(the requirement passed, but there is no value to return)"])
}

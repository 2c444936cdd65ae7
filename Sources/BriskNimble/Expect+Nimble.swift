// The `expect` forms that Nimble-style helpers call when they forward their caller's location:
// `fileID` as a `String` and the path as `file:`. Each needs the `file:` label, so a plain
// `expect(x)` never considers them and type-checks as fast as before.

public import BriskCore

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

/// Starts an expectation on a value: `expect(total).to(equal(2))`.
///
/// The expression is evaluated when the expectation is checked, so errors it throws are reported
/// at this line instead of escaping the test:
///
/// ```text
/// expected to equal <2>, got unexpected error thrown: <CartError.empty>
/// ```
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - value: The actual value.
/// - Returns: An expectation to check with `to`, `toNot` or a polling verb.
@inlinable
@inline(__always)
public func expect<Value>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ value: @autoclosure @escaping () throws -> Value?
) -> Expectation<Value> {
  Expectation(
    expression: value,
    location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

/// Starts an expectation on the result of a closure: `expect { try parse(data) }.to(…)`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - body: Computes the actual value; it runs each time the expectation is checked.
/// - Returns: An expectation to check with `to`, `toNot` or a polling verb.
@inlinable
@inline(__always)
public func expect<Value>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: @escaping () throws -> Value?
) -> Expectation<Value> {
  Expectation(
    expression: body,
    location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

/// Starts an expectation on the result of an async closure; check it with `await`:
/// `await expect { await model.load() }.to(equal(.loaded))`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - body: Computes the actual value; it runs each time the expectation is checked.
/// - Returns: An expectation to check with `await … to`, `toNot` or a polling verb.
public func expect<Value>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: @escaping () async throws -> Value?
) -> AsyncExpectation<Value> {
  AsyncExpectation(
    expression: body,
    location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

// The closure forms again, for a closure whose result is not optional. A function or a closure
// held in a variable, `expect(parse)`, would otherwise fit the value form just as well, as a
// value of function type; these fit it exactly, so it is called, as in Nimble. They let the value
// form go without `@_disfavoredOverload`, which made every `expect(x)` about a third slower to
// type-check (Benchmarks.md, "Type-checking").

/// Starts an expectation on the result of a closure or function: `expect(parse)`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - body: Computes the actual value; it runs each time the expectation is checked.
/// - Returns: An expectation to check with `to`, `toNot` or a polling verb.
@inlinable
@inline(__always)
public func expect<Value>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: @escaping () throws -> Value
) -> Expectation<Value> {
  Expectation(
    expression: { try body() },
    location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

/// Starts an expectation on the result of an async closure or function: `expect(load)`.
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - body: Computes the actual value; it runs each time the expectation is checked.
/// - Returns: An expectation to check with `await … to`, `toNot` or a polling verb.
public func expect<Value>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: @escaping () async throws -> Value
) -> AsyncExpectation<Value> {
  AsyncExpectation(
    expression: { try await body() },
    location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

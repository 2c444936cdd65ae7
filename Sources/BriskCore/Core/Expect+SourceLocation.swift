// `expect` with Swift Testing's `sourceLocation:`, for helpers written in its idiom. Each form
// takes the location as a required label, so an ordinary `expect(x)` never fits it and costs the
// type checker nothing more than a label mismatch (Benchmarks.md, "Type-checking").

#if canImport(Testing)
  public import Testing

  /// Starts an expectation that reports at a location a helper forwards:
  /// `expect(age, sourceLocation: sourceLocation) >= 18`.
  ///
  /// ```swift
  /// func expectAdult(_ age: Int, sourceLocation: SourceLocation = #_sourceLocation) {
  ///   expect(age, sourceLocation: sourceLocation) >= 18
  /// }
  /// ```
  ///
  /// ```text
  /// expected to be greater than or equal to <18>, got <12>
  /// ```
  /// - Parameters:
  ///   - value: The actual value.
  ///   - sourceLocation: Where to report a failure, usually the helper's caller.
  /// - Returns: An expectation to check with `to`, `toNot` or a polling verb.
  @inlinable
  public func expect<Value>(
    _ value: @autoclosure @escaping () throws -> Value?,
    sourceLocation: SourceLocation
  ) -> Expectation<Value> {
    let location = sourceLocation.brisk
    return expect(
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column, try value())
  }

  /// Starts an expectation on the result of a closure, reported at a forwarded location.
  /// - Parameters:
  ///   - sourceLocation: Where to report a failure, usually the helper's caller.
  ///   - body: Computes the actual value; it runs each time the expectation is checked.
  /// - Returns: An expectation to check with `to`, `toNot` or a polling verb.
  @inlinable
  public func expect<Value>(
    sourceLocation: SourceLocation,
    _ body: @escaping () throws -> Value?
  ) -> Expectation<Value> {
    let location = sourceLocation.brisk
    return expect(
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column, body)
  }

  /// Starts an expectation on the result of an async closure, reported at a forwarded location;
  /// check it with `await`.
  /// - Parameters:
  ///   - sourceLocation: Where to report a failure, usually the helper's caller.
  ///   - body: Computes the actual value; it runs each time the expectation is checked.
  /// - Returns: An expectation to check with `await … to`, `toNot` or a polling verb.
  public func expect<Value>(
    sourceLocation: SourceLocation,
    _ body: @escaping () async throws -> Value?
  ) -> AsyncExpectation<Value> {
    let location = sourceLocation.brisk
    return expect(
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column, body)
  }
#endif

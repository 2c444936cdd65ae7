// `require` and `unwrap` with Swift Testing's `sourceLocation:`, for helpers written in its
// idiom: each forwards the location to the four-parameter form.

#if canImport(Testing)
  public import Testing

  /// Starts a requirement that reports at a location a helper forwards:
  /// `try require(count, sourceLocation: sourceLocation).to(beGreaterThan(0))`.
  ///
  /// ```text
  /// expected to be greater than <0>, got <-2>
  /// ```
  /// - Parameters:
  ///   - value: The actual value.
  ///   - sourceLocation: Where to report a failure, usually the helper's caller.
  /// - Returns: A requirement to check with `to`, `toNot` or a polling verb.
  public func require<Value>(
    _ value: @autoclosure @escaping () throws -> Value?,
    sourceLocation: SourceLocation
  ) -> Requirement<Value> {
    let location = sourceLocation.brisk
    return require(
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column, try value())
  }

  /// Starts a requirement on the result of a closure, reported at a forwarded location.
  /// - Parameters:
  ///   - sourceLocation: Where to report a failure, usually the helper's caller.
  ///   - body: Computes the actual value.
  /// - Returns: A requirement to check with `to`, `toNot` or a polling verb.
  public func require<Value>(
    sourceLocation: SourceLocation,
    _ body: @escaping () throws -> Value?
  ) -> Requirement<Value> {
    let location = sourceLocation.brisk
    return require(
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column, body)
  }

  /// Starts a requirement on an async expression, reported at a forwarded location.
  /// - Parameters:
  ///   - sourceLocation: Where to report a failure, usually the helper's caller.
  ///   - body: Computes the actual value.
  /// - Returns: A requirement to check with `await` and `to`, `toNot` or a polling verb.
  public func require<Value>(
    sourceLocation: SourceLocation,
    _ body: @escaping () async throws -> Value?
  ) -> AsyncRequirement<Value> {
    let location = sourceLocation.brisk
    return require(
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column, body)
  }

  /// Returns the unwrapped value, or reports at a forwarded location and throws when it is `nil`.
  ///
  /// ```text
  /// expected to not be nil, got <nil>
  /// ```
  /// - Parameters:
  ///   - description: Shown on its own line above the failure message.
  ///   - value: The optional value.
  ///   - sourceLocation: Where to report a failure, usually the helper's caller.
  /// - Returns: The unwrapped value.
  /// - Throws: ``RequireError`` after reporting the failure.
  @discardableResult
  public func unwrap<Value>(
    description: String? = nil,
    _ value: @autoclosure () throws -> Value?,
    sourceLocation: SourceLocation
  ) throws -> Value {
    let location = sourceLocation.brisk
    return try unwrap(
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column, description: description, try value())
  }

  /// Returns the unwrapped result of an async expression, or reports at a forwarded location and
  /// throws when it is `nil`.
  /// - Parameters:
  ///   - description: Shown on its own line above the failure message.
  ///   - sourceLocation: Where to report a failure, usually the helper's caller.
  ///   - isolation: The caller's actor; the expression runs on it.
  ///   - body: Computes the optional value.
  /// - Returns: The unwrapped value.
  /// - Throws: ``RequireError`` after reporting the failure.
  @discardableResult
  public func unwrap<Value>(
    description: String? = nil,
    sourceLocation: SourceLocation,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Value?
  ) async throws -> Value {
    let location = sourceLocation.brisk
    return try await unwrap(
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column, description: description, isolation: isolation, body)
  }
#endif

// `expect` with Swift Testing's `sourceLocation:`, for helpers written in its idiom: the value
// form only. Every `expect` overload costs every `expect(x)` in a file, even one it cannot fit:
// on the 300-expectation file of `brisk-bench typecheck`, this form costs 0.55% (5 M of 978 M
// `swift-frontend` instructions), the two closure forms 0.4% each, and a defaulted
// `sourceLocation:` parameter on the existing forms 3.4%. An async helper evaluates first and
// forwards the value: `let value = await load(); expect(value, sourceLocation: sourceLocation)`.

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
#endif

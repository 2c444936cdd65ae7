// `fail` with Swift Testing's `sourceLocation:`, for helpers written in its idiom.

#if canImport(Testing)
  public import Testing

  /// Reports a failure at a location a helper forwards, usually its caller's.
  ///
  /// ```swift
  /// func expectSorted(_ values: [Int], sourceLocation: SourceLocation = #_sourceLocation) {
  ///   if values != values.sorted() { fail("not sorted: \(values)", sourceLocation: sourceLocation) }
  /// }
  /// ```
  /// - Parameters:
  ///   - message: The failure message.
  ///   - sourceLocation: Where to report it.
  public func fail(_ message: String, sourceLocation: SourceLocation) {
    let location = sourceLocation.brisk
    fail(
      message, fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
  }
#endif

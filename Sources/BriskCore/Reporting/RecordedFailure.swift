/// One failed assertion: its message and where it was written.
public struct RecordedFailure: Sendable, Equatable {
  /// The failure message, for example `expected to equal <2>, got <1>`.
  public let message: String
  /// Where the failing assertion was written.
  public let location: CodeLocation
  /// The text of the assertion's source line, when the source file could be read.
  public let sourceLine: String?

  /// Creates a failure; `sourceLine` is read from `location.filePath` when possible.
  public init(message: String, location: CodeLocation) {
    self.message = message
    self.location = location
    self.sourceLine = SourceLines.line(location.line, inFile: location.filePath)
  }

  /// The text reported to the test framework: the message, then the source line if known.
  ///
  /// ```text
  /// expected to equal <2>, got <1>
  /// source: expect(total).to(equal(2))
  /// ```
  public var report: String {
    guard let sourceLine else { return message }
    return message + "\nsource: " + sourceLine
  }
}

extension RecordedFailure: CustomStringConvertible {
  /// `location: message`, the way compilers print diagnostics.
  public var description: String {
    "\(location): \(report)"
  }
}

/// One failed assertion: its message and where it was written.
public struct RecordedFailure: Sendable, Equatable {
  /// The failure message, for example `expected to equal <2>, got <1>`.
  public let message: String
  /// Where the failing assertion was written.
  public let location: CodeLocation
  /// The text of the assertion's source line, when the source file could be read.
  public let sourceLine: String?
  /// What was measured while the assertion ran and varies from run to run, such as how many
  /// times a poll checked: reported on a line of its own, never part of ``message``, so that a
  /// golden test of the message holds on any machine.
  public let measured: String?

  /// Creates a failure; `sourceLine` is read from `location.filePath` when possible.
  public init(message: String, location: CodeLocation) {
    self.init(message: message, location: location, measured: nil)
  }

  /// Creates a failure with facts measured while the assertion ran (``measured``).
  package init(message: String, location: CodeLocation, measured: String?) {
    self.message = message
    self.location = location
    self.measured = measured
    self.sourceLine = SourceLines.line(location.line, inFile: location.filePath)
  }

  /// The text reported to the test framework: the message, what was measured if anything, then
  /// the source line if known.
  ///
  /// ```text
  /// expected to eventually equal <2>, got <1>
  /// timed out after 1 s, polling every 10 ms
  /// measured (varies from run to run): 98 polls
  /// source: await expect(total).toEventually(equal(2), timeout: .seconds(1))
  /// ```
  public var report: String {
    var lines = [message]
    if let measured { lines.append(Self.measuredPrefix + measured) }
    if let sourceLine { lines.append("source: " + sourceLine) }
    return lines.joined(separator: "\n")
  }

  /// How the line of measured facts begins.
  static let measuredPrefix = "measured (varies from run to run): "
}

extension RecordedFailure: CustomStringConvertible {
  /// `location: message`, the way compilers print diagnostics.
  public var description: String {
    "\(location): \(report)"
  }
}

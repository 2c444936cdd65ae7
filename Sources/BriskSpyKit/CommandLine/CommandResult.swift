/// What a `brisk` run printed and how it ended.
public struct CommandResult: Equatable, Sendable {
  /// 0 on success, 1 when the work failed, 2 when the command line was wrong, 3
  /// (``refusedExitCode``) when some protocol could not have a spy but the others' were written.
  public var exitCode: Int32
  public var standardOutput: String
  public var standardError: String

  /// Creates a result.
  /// - Parameters:
  ///   - exitCode: 0 on success, 1 when the work failed, 2 for a wrong command line.
  ///   - standardOutput: What goes to standard output.
  ///   - standardError: What goes to standard error.
  public init(exitCode: Int32, standardOutput: String = "", standardError: String = "") {
    self.exitCode = exitCode
    self.standardOutput = standardOutput
    self.standardError = standardError
  }

  /// The exit status of a `brisk spy` that wrote every spy it could but refused a protocol.
  public static let refusedExitCode: Int32 = 3

  static func success(_ output: String = "", notes: String = "") -> CommandResult {
    CommandResult(exitCode: 0, standardOutput: output, standardError: notes)
  }

  /// The work failed: a file could not be read, a protocol not turned into a spy.
  static func failure(_ message: String) -> CommandResult {
    CommandResult(exitCode: 1, standardError: message.hasSuffix("\n") ? message : message + "\n")
  }

  /// The command line was wrong; `usage` says how to write it.
  static func usageError(_ message: String, usage: String) -> CommandResult {
    CommandResult(exitCode: 2, standardError: "error: \(message)\n\(usage)\n")
  }

  /// This result, or, when `spies` refused a protocol, the same with each refusal (its messages
  /// and its note) after the notes and ``refusedExitCode``.
  func refusing(_ spies: GeneratedSpies) -> CommandResult {
    guard !spies.refusals.isEmpty else { return self }
    var result = self
    result.exitCode = Self.refusedExitCode
    result.standardError += SpyAdvice.report(spies) + "\n"
    return result
  }
}

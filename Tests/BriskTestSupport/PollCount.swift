import Foundation
import Testing

/// Replaces the poll count in a timeout message with `N`: how many polls fit in a timeout
/// depends on the machine's load, while the rest of the message does not.
public func pollCountAsN(_ message: String) -> String {
  message.replacingOccurrences(
    of: #"timed out after (\S+ \S+): \d+ polls?"#, with: "timed out after $1: N polls",
    options: .regularExpression)
}

/// Checks, word for word, the failure messages that async `body` produces, with each timeout's
/// poll count read as `N` (see ``pollCountAsN(_:)``).
public func expectPolledMessages(
  _ expected: [String],
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async -> Void
) async {
  let actual = await failureMessages(body).map(pollCountAsN)
  compare(
    actual, expected, SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

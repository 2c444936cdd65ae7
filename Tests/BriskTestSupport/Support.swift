import BriskCore
import Testing

/// The messages of the failures `body` produced, captured instead of reported.
public func failureMessages(_ body: () -> Void) -> [String] {
  withFailureCollection(body).map(\.message)
}

/// The messages of the failures async `body` produced, captured instead of reported.
public func failureMessages(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async -> Void
) async -> [String] {
  await withFailureCollection(body).map(\.message)
}

/// Checks, word for word, the failure messages that `body` produces; none means it must pass.
public func expectMessages(
  _ expected: [String],
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column,
  _ body: () -> Void
) {
  let actual = failureMessages(body)
  compare(
    actual, expected, SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

/// Checks, word for word, the failure messages that async `body` produces.
public func expectMessages(
  _ expected: [String],
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async -> Void
) async {
  let actual = await failureMessages(body)
  compare(
    actual, expected, SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

/// Checks that `body` produces exactly one failure with this message.
public func expectMessage(
  _ expected: String,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column,
  _ body: () -> Void
) {
  expectMessages([expected], fileID: fileID, filePath: filePath, line: line, column: column, body)
}

/// Checks that `body` produces no failure.
public func expectNoFailure(
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column,
  _ body: () -> Void
) {
  expectMessages([], fileID: fileID, filePath: filePath, line: line, column: column, body)
}

func compare(_ actual: [String], _ expected: [String], _ location: SourceLocation) {
  guard actual != expected else { return }
  Issue.record(
    Comment(
      rawValue: """
        failure messages differ
        expected \(expected.count):
        \(expected.map { "«\($0)»" }.joined(separator: "\n"))
        actual \(actual.count):
        \(actual.map { "«\($0)»" }.joined(separator: "\n"))
        """),
    sourceLocation: location)
}

/// One `matchInlineSnapshot` check: compares the rendering with the snapshot written in the test,
/// or records it into the test file and reports why it fails.
struct InlineSnapshotCheck: SnapshotComparison {
  /// The snapshot in the test, or `nil` before the first recording.
  let expected: String?
  let location: CodeLocation
  static let expectation = "match inline snapshot"

  func run(
    kind: String,
    _ render: () throws -> String,
    explain: (_ golden: String, _ actual: String) -> [String]
  ) -> MatcherResult {
    func failure(_ actual: String, details: [String] = []) -> MatcherResult {
      let message = ExpectationMessage(
        expectation: Self.expectation, actual: actual, details: details)
      return MatcherResult(status: .fail, message: message)
    }
    let (actual, reason): (String, SnapshotRecordingReason?)
    switch SnapshotRendering.render(kind, expectation: Self.expectation, render) {
    case .failed(let result): return result
    case .rendered(let text, let recording): (actual, reason) = (text, recording)
    }
    if let expected, reason == nil {
      guard expected != actual else {
        return MatcherResult(
          status: .matches, message: ExpectationMessage(expectation: Self.expectation))
      }
      let details = explain(expected, actual) + StringDiff.lines(expected: expected, actual: actual)
      return MatcherResult(
        status: .doesNotMatch,
        message: ExpectationMessage(expectation: Self.expectation, details: details))
    }
    let path = InlineSnapshotWriter.fileOverride ?? "\(location.filePath)"
    let outcome = InlineSnapshotWriter.record(
      actual, path: path, line: Int(location.line), column: Int(location.column),
      hasLiteral: expected != nil)
    let line = location.line
    switch outcome {
    case .failure(let problem):
      return failure("no \(kind), and it could not be recorded: \(problem.reason)")
    case .success(.differs(let earlier)):
      return failure(
        "a rendering unlike the one recorded at line \(line) earlier in this run (another case "
          + "or repetition of the test, or another pass of a loop); every pass must render the "
          + "same text, which stays as first recorded:",
        details: StringDiff.lines(expected: earlier, actual: actual))
    case .success(.recorded):
      guard let reason else {
        return failure(
          "no \(kind); it was recorded now at line \(line): review it and run the test again")
      }
      return failure(
        "recording on (\(reason.name)); it was recorded now at line \(line): turn recording off "
          + "and run the test again")
    }
  }
}

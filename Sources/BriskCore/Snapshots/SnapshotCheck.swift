/// One `matchSnapshot` check: finds the golden file for the running test, then compares, records
/// or reports why it cannot.
struct SnapshotCheck: SnapshotComparison {
  let name: String?
  let location: CodeLocation
  /// The caller's `#function`, naming the file when no test is running.
  let function: String

  func run(
    kind: String,
    _ render: () throws -> String,
    explain: (_ golden: String, _ actual: String) -> [String]
  ) -> MatcherResult {
    let test = TestFrameworks.currentTest
    let parameterized = test != nil && TestFrameworks.isParameterizedTestCase
    if name == nil, parameterized {
      return MatcherResult(
        status: .fail,
        message: ExpectationMessage(
          expectation: "match a \(kind)",
          actual: "an unnamed \(kind) in a parameterized test, whose cases share one count and run "
            + "in any order; name it from the case's arguments: matchSnapshot(named: \"\\(argument)\")"
        ))
    }
    // A run the `.repeatableSnapshots` trait started counts on its own.
    let run = SnapshotRun.current
    if run == nil, test != nil, TestFrameworks.isInSwiftTestingTest,
      let repetition = SnapshotRun.repetition
    {
      return MatcherResult(
        status: .fail,
        message: ExpectationMessage(
          expectation: "match a \(kind)",
          actual: "a test that Swift Testing repeats (\(repetition)) without the "
            + ".repeatableSnapshots trait, so its runs would share one count; add the trait to the "
            + "test or its suite"))
    }
    let identity = (test?.identity ?? "function \(function)") + (run.map { " run \($0)" } ?? "")
    let testFile = "\(location.filePath)"
    let identifier =
      name ?? String(SnapshotRegistry.nextCounter(test: identity, folder: testFile))
    let file = SnapshotFile(
      testFile: testFile, test: Self.testName(test, function: function), identifier: identifier)
    let expectation = "match \(kind) \(file.shown)"
    func failure(_ actual: String) -> MatcherResult {
      MatcherResult(
        status: .fail, message: ExpectationMessage(expectation: expectation, actual: actual))
    }
    if let earlier = SnapshotRegistry.claim(file.path, test: identity, line: location.line) {
      guard parameterized else {
        return failure(
          "the same file as the check at line \(earlier); give each snapshot in a test its own name"
        )
      }
      return failure(
        "the same file as the check at line \(earlier) in this or another case of the "
          + "parameterized test; name each case's snapshot from its arguments")
    }
    let (actual, reason): (String, SnapshotRecordingReason?)
    switch SnapshotRendering.render(kind, expectation: expectation, render) {
    case .failed(let result): return result
    case .rendered(let text, let recording): (actual, reason) = (text, recording)
    }
    var (result, diff) = compare(actual, kind: kind, file: file, reason: reason, explain: explain)
    guard result.status != .matches else { return result }
    SnapshotAttachment.attach(rendering: actual, diff: diff, of: file, at: location)
    if let problem = SnapshotArtifacts.write(actual, for: file) {
      result.message.details.append(problem)
    }
    return result
  }

  /// Records `actual` or compares it with the golden file; returns the result and, for a
  /// mismatch, the lines of its diff.
  private func compare(
    _ actual: String,
    kind: String,
    file: SnapshotFile,
    reason: SnapshotRecordingReason?,
    explain: (_ golden: String, _ actual: String) -> [String]
  ) -> (MatcherResult, diff: [String]?) {
    let expectation = "match \(kind) \(file.shown)"
    func failure(_ actual: String) -> (MatcherResult, diff: [String]?) {
      let message = ExpectationMessage(expectation: expectation, actual: actual)
      return (MatcherResult(status: .fail, message: message), nil)
    }
    if let reason {
      if let problem = file.write(actual) {
        return failure("recording on (\(reason.name)), but it could not be recorded: \(problem)")
      }
      return failure(
        "recording on (\(reason.name)); it was recorded now: turn recording off and run the test "
          + "again")
    }
    switch file.read() {
    case .missing:
      if let problem = file.write(actual) {
        return failure("no file, and it could not be recorded: \(problem)")
      }
      return failure("no file; it was recorded now: review it and run the test again")
    case .notText:
      return failure("a file that is not UTF-8 text; delete it to record it again")
    case .unreadable:
      return failure("something that is not a readable file; remove it to record the file again")
    case .text(let golden) where golden == actual:
      let message = ExpectationMessage(expectation: expectation)
      return (MatcherResult(status: .matches, message: message), nil)
    case .text(let golden):
      let details = explain(golden, actual) + StringDiff.lines(expected: golden, actual: actual)
      let message = ExpectationMessage(expectation: expectation, details: details)
      return (MatcherResult(status: .doesNotMatch, message: message), details)
    }
  }

  /// The test's function name: Swift Testing's `orderSummary()`, XCTest's `testOrderSummary` out
  /// of `-[OrderTests testOrderSummary]` or `OrderTests.testOrderSummary`, or the caller's
  /// function outside a test.
  static func testName(_ test: (identity: String, name: String)?, function: String) -> String {
    guard let test else { return function }
    guard test.identity.hasPrefix("xctest") else { return test.name }
    let method = test.name.split(whereSeparator: { $0 == " " || $0 == "." }).last ?? ""
    return method.isEmpty ? test.name : String(method.filter { $0 != "]" })
  }
}

/// Failures that arrived where no test framework was running, such as a plain executable that
/// uses Brisk. Each one is written to standard error with its location and kept here.
///
/// ```text
/// App/Checks.swift:12:5: error: expected to equal <2>, got <1>
/// ```
///
/// In a test run a failure never lands here: off the test's task it goes to Swift Testing or
/// XCTest (<doc:WhereFailuresGo>).
public enum FallbackFailures {
  private static let store = Locked([RecordedFailure]())

  /// Every failure kept so far, oldest first.
  public static var all: [RecordedFailure] {
    store.current
  }

  /// Removes and returns the kept failures.
  @discardableResult
  public static func removeAll() -> [RecordedFailure] {
    store.withLock { failures in
      defer { failures = [] }
      return failures
    }
  }

  /// Keeps `failure` and writes it to standard error.
  static func record(_ failure: RecordedFailure) {
    keep(failure)
    TestFrameworks.writeToStandardError("\(failure.location): error: \(failure.report)")
  }

  static func keep(_ failure: RecordedFailure) {
    store.withLock { $0.append(failure) }
  }
}

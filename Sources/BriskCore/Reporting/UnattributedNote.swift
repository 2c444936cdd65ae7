/// The lines added to a failure that Swift Testing records against «unknown»: why Brisk could not
/// charge it to a test, which tests were waiting then, and how to bind such work to its test.
///
/// ```text
/// expected to equal <2>, got <1>
/// not charged to a test: it was raised off every test's task (a GCD queue, a detached task, a thread), where Brisk cannot show which test raised it
/// Brisk waits in progress then: refreshes() (waitUntil at SyncTests.swift:12)
/// to charge such work to its test: let test = TestScope.current, then test.run { … } where the work runs
/// ```
enum UnattributedNote {
  /// `failure` with the note after its message.
  static func adding(to failure: RecordedFailure, waits: [String]) -> RecordedFailure {
    RecordedFailure(
      message: failure.message + "\n" + text(waits: waits), location: failure.location)
  }

  /// The note's lines.
  static func text(waits: [String]) -> String {
    let inProgress: String = waits.isEmpty ? "none" : waits.joined(separator: ", ")
    // Lines written out whole: an array literal of concatenations costs the type checker much.
    return """
      not charged to a test: it was raised off every test's task (a GCD queue, a detached task, \
      a thread), where Brisk cannot show which test raised it
      Brisk waits in progress then: \(inProgress)
      to charge such work to its test: let test = TestScope.current, then test.run { … } where \
      the work runs
      """
  }
}

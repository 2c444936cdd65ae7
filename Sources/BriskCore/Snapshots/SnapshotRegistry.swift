/// The snapshots each running test has taken so far: the counter behind `<test>.1.txt`,
/// `<test>.2.txt`, and the files used, so two snapshots never share one.
///
/// Keyed by the test's identity, so tests running in parallel count on their own.
enum SnapshotRegistry {
  private struct TestSnapshots {
    /// The last counter used for each golden folder.
    var counters: [String: Int] = [:]
    /// Each file used, and the line of the check that used it.
    var used: [String: UInt] = [:]
  }

  private static let tests = Locked([String: TestSnapshots]())

  /// The next counter for unnamed snapshots of `test` in `folder`, from 1.
  static func nextCounter(test: String, folder: String) -> Int {
    tests.withLock { tests in
      let next = tests[test, default: TestSnapshots()].counters[folder, default: 0] + 1
      tests[test, default: TestSnapshots()].counters[folder] = next
      return next
    }
  }

  /// Claims `path` for a check at `line` of `test`; returns the line of an earlier check that
  /// already claimed it, or `nil`.
  static func claim(_ path: String, test: String, line: UInt) -> UInt? {
    tests.withLock { tests in
      if let earlier = tests[test]?.used[path] { return earlier }
      tests[test, default: TestSnapshots()].used[path] = line
      return nil
    }
  }
}

#if canImport(Testing)
  import Testing
#endif

/// Whose cancellation ended a Brisk wait: the test framework's, which reports it itself, or the
/// test's own code's, which is the wait's failure.
///
/// Swift Testing cancels a test (`Test.cancel()`, a stopped run) by cancelling the task it runs
/// the test on, and a time limit by cancelling the task that runs the test's body; it reports
/// each once, as `was cancelled` or as its time-limit issue. A wait it ends records nothing, so
/// that report stays the only one. A wait cancelled by the test's own code (a `Task` it made and
/// cancelled, a task group it cancelled) fails, as it always did. Swift Testing's public API
/// does not say whether a test was cancelled, so Brisk reads it from the tasks involved; a wait
/// ended by the test framework when:
///
/// 1. it runs on the task Swift Testing runs the test on: Swift Testing names that task
///    `[Swift Testing] test …`, and the test's own code has no handle to cancel it with;
/// 2. the code that cancelled it runs on a task that is cancelled itself: the test's task, or a
///    child of it, after `Test.cancel()` or a stopped run;
/// 3. the test has a time limit and the code that cancelled it runs on Swift Testing's task for
///    the test: with a time limit, the test's body runs on a child of that task, so no code of
///    the test's runs there.
///
/// Swift Testing names tasks from iOS 26, macOS 26, tvOS 26, watchOS 26 and visionOS 26 on;
/// on earlier systems only rule 2 applies.
///
/// Otherwise the cancellation is the test's own, and the wait fails. Where none of these can be
/// shown (a time limit set for the whole run with `--maximum-test-time-limit`, a wait in a child
/// task of the test when `Test.cancel()` is called from another child), the wait fails too:
/// Brisk never drops a failure it cannot show to be the test framework's.
///
/// XCTest cancels no task: on Linux it has no cancellation, and on Apple platforms a test that
/// runs past its `executionTimeAllowance` is failed by XCTest while its task runs on. So under
/// XCTest a cancelled wait is always the test's own doing, and fails.
final class CancellationWitness: Sendable {
  private let byTestFramework = Locked(false)

  init() {}

  /// Notes who cancelled the wait. Call it from the wait's cancellation handler, which runs
  /// synchronously on the task that called `cancel()`, with the cancelled task's status lock
  /// held: it reads only the cancelling task's flag, then its name when that task is not being
  /// cancelled itself (so it holds no status lock). A handler installed on a task that is
  /// cancelled already runs at once on the waiting task itself, `waiting`, which says nothing
  /// about who cancelled it.
  func noteCanceller(ifNot waiting: Int?) {
    guard Self.currentTask != waiting, Self.cancellerIsTheTestFramework else { return }
    byTestFramework.withLock { $0 = true }
  }

  /// An identity of the current task, `nil` off every task.
  static var currentTask: Int? {
    withUnsafeCurrentTask { $0?.hashValue }
  }

  /// Whether the test framework ended the wait; call it on the wait's own task, once the wait
  /// has ended cancelled.
  var cancelledByTestFramework: Bool {
    byTestFramework.current || Self.runsOnTheTestsTask
  }

  /// Rule 1: the current task is the one Swift Testing runs the test on.
  private static var runsOnTheTestsTask: Bool {
    #if canImport(Testing)
      guard Test.current != nil else { return false }
      return isSwiftTestingsTask
    #else
      return false
    #endif
  }

  /// Rules 2 and 3, read on the cancelling task.
  private static var cancellerIsTheTestFramework: Bool {
    #if canImport(Testing)
      guard let test = Test.current else { return false }
      if Task.isCancelled { return true }
      guard test.timeLimit != nil else { return false }
      return isSwiftTestingsTask
    #else
      return false
    #endif
  }

  /// Whether the current task is one Swift Testing runs a test on. Task names are read from
  /// iOS 26, macOS 26, tvOS 26, watchOS 26 and visionOS 26 on; before, rules 1 and 3 never
  /// apply.
  private static var isSwiftTestingsTask: Bool {
    guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return false }
    return Task.name?.hasPrefix(swiftTestingTaskName) == true
  }

  /// How Swift Testing names the task it runs a test on: `[Swift Testing] test probe() - running`.
  private static let swiftTestingTaskName = "[Swift Testing] test "
}

/// One of Brisk's own waits in progress (`waitUntil`, a polling verb, a scoped fixture such as
/// `withKeyWindow` or `withLeakTracking`), named with its test so that a failure no test can be
/// shown to have raised says which tests were waiting when it was raised.
///
/// A failure raised on a GCD queue or in a detached task runs with no test on its task, and
/// Swift Testing's public API records an issue only against the test of the current task. A wait
/// holds the failures its own `waitUntil` callbacks are shown to have raised (``CallbackClaims``)
/// and records them on the waiting task when it ends: against the waiting test, or into the
/// `withFailureCollection` scope it runs in.
///
/// Waits nest: a wait inside another wait of the same task, or of a child task, is part of it.
package final class WaitScope: Sendable {
  @TaskLocal private static var current: WaitScope?

  /// The outermost waits in progress, in every task and thread.
  private static let inProgress = Locked([WaitScope]())

  /// The failures held for this wait's test, and whether the wait has ended.
  private let held = Locked((failures: [RecordedFailure](), ended: false))

  /// The test, the kind of wait and where it was written:
  /// `refresh() (waitUntil at RefreshTests.swift:12)`.
  let summary: String

  private init(kind: String, location: CodeLocation?) {
    let test = TestFrameworks.currentTest?.name ?? "no test"
    let place = location.map { " at \($0.fileName):\($0.line)" } ?? ""
    summary = "\(test) (\(kind)\(place))"
  }

  /// Whether the current task runs inside one of Brisk's waits.
  package static var isWaiting: Bool {
    current != nil
  }

  /// The outermost wait the current task runs in.
  static var innermost: WaitScope? {
    current
  }

  /// The waits in progress, each as its ``summary``, in the order they began.
  static var summaries: [String] {
    inProgress.withLock { $0.map(\.summary) }
  }

  /// Runs `body` as a wait: failures its `waitUntil` callbacks are shown to have raised on other
  /// threads are recorded on this task when `body` returns or throws.
  /// - Parameters:
  ///   - kind: What waits, for messages: `waitUntil`, `toEventually`, `withKeyWindow`.
  ///   - location: Where the wait was written.
  ///   - body: The wait.
  package static func run<Result>(
    _ kind: String = "a wait", at location: CodeLocation? = nil,
    _ body: () throws -> Result
  ) rethrows -> Result {
    if current != nil { return try body() }
    let scope = WaitScope(kind: kind, location: location)
    scope.begin()
    defer { scope.end() }
    return try $current.withValue(scope, operation: body)
  }

  /// Runs async `body` as a wait; see the synchronous form.
  package static func run<Result>(
    _ kind: String = "a wait", at location: CodeLocation? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    if current != nil { return try await body() }
    let scope = WaitScope(kind: kind, location: location)
    scope.begin()
    defer { scope.end() }
    return try await $current.withValue(scope, operation: body)
  }

  /// Keeps `failure`, which this wait's test is shown to have raised, until the wait ends, and
  /// returns whether it did: not once the wait has ended.
  func hold(_ failure: RecordedFailure) -> Bool {
    held.withLock { held in
      guard !held.ended else { return false }
      held.failures.append(failure)
      return true
    }
  }

  private func begin() {
    TestFrameworks.prepareForReporting()
    Self.inProgress.withLock { $0.append(self) }
  }

  /// Stops holding failures, then records the held ones on the current task.
  private func end() {
    Self.inProgress.withLock { waits in waits.removeAll { $0 === self } }
    let failures = held.withLock { held in
      held.ended = true
      return held.failures
    }
    for failure in failures { FailureRouting.route(failure) }
  }
}

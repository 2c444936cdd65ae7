/// One of Brisk's own waits in progress (`waitUntil`, a polling verb, a scoped fixture such as
/// `withKeyWindow` or `withLeakTracking`), which holds the failures raised off every test's task
/// while it waits and records them on the waiting task when it ends.
///
/// A failure raised on a GCD queue or in a detached task runs with no test on its task, and
/// Swift Testing's public API records an issue only against the test of the current task. So the
/// wait holds it and records it when it resumes, on its own task: against the waiting test, or
/// into the `withFailureCollection` scope it runs in. Only one wait can own such a failure: with
/// two or more in progress (tests that wait in parallel), nothing tells whose it is, and it goes
/// on to Swift Testing's «unknown» test instead (FailureRouting, step 5).
///
/// Waits nest: a wait inside another wait of the same task, or of a child task, is part of it.
package final class WaitScope: Sendable {
  @TaskLocal private static var current: WaitScope?

  /// The outermost waits in progress, in every task and thread.
  private static let inProgress = Locked([WaitScope]())

  private let held = Locked([RecordedFailure]())

  private init() {}

  /// Whether the current task runs inside one of Brisk's waits.
  package static var isWaiting: Bool {
    current != nil
  }

  /// Runs `body` as a wait: failures raised off every test's task while it is the only wait in
  /// progress are recorded on this task when `body` returns or throws.
  package static func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    if current != nil { return try body() }
    let scope = WaitScope()
    scope.begin()
    defer { scope.end() }
    return try $current.withValue(scope, operation: body)
  }

  /// Runs async `body` as a wait; see the synchronous form.
  package static func run<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    if current != nil { return try await body() }
    let scope = WaitScope()
    scope.begin()
    defer { scope.end() }
    return try await $current.withValue(scope, operation: body)
  }

  /// Takes `failure` if exactly one wait is in progress, and returns whether it did.
  static func hold(_ failure: RecordedFailure) -> Bool {
    inProgress.withLock { waits in
      guard waits.count == 1 else { return false }
      waits[0].held.withLock { $0.append(failure) }
      return true
    }
  }

  private func begin() {
    Platform.prepareForReporting()
    Self.inProgress.withLock { $0.append(self) }
  }

  /// Stops holding failures, then records the held ones on the current task.
  private func end() {
    Self.inProgress.withLock { waits in waits.removeAll { $0 === self } }
    for failure in held.withLock({ $0 }) { FailureRouting.route(failure) }
  }
}

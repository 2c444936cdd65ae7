/// Collects failures for the duration of a `withFailureCollection` scope.
final class FailureCollector: Sendable {
  @TaskLocal static var current: FailureCollector?

  private let failures = Locked([RecordedFailure]())

  func append(_ failure: RecordedFailure) {
    failures.withLock { $0.append(failure) }
  }

  var collected: [RecordedFailure] {
    failures.current
  }
}

/// Runs `body` and returns the failures it produced instead of reporting them.
///
/// Use it to test your own matchers and helpers: the failures are captured, not recorded, so the
/// test can compare their messages word for word.
///
/// ```swift
/// let failures = withFailureCollection {
///   expect(1).to(equal(2))
/// }
/// #expect(failures.map(\.message) == ["expected to equal <2>, got <1>"])
/// ```
///
/// Failures raised on the same task or thread, and in child tasks, are collected. Work sent to
/// another thread (a `DispatchQueue`, a detached task) does not inherit the scope.
/// - Parameter body: The code whose failures to collect.
/// - Returns: The failures, in the order they happened.
@discardableResult
public func withFailureCollection(_ body: () throws -> Void) rethrows -> [RecordedFailure] {
  let collector = FailureCollector()
  try FailureCollector.$current.withValue(collector) {
    try body()
  }
  return collector.collected
}

/// Runs async `body` and returns the failures it produced instead of reporting them.
/// - Parameters:
///   - isolation: The caller's actor; `body` runs on it.
///   - body: The code whose failures to collect.
/// - Returns: The failures, in the order they happened.
@discardableResult
public func withFailureCollection(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows -> [RecordedFailure] {
  let collector = FailureCollector()
  try await FailureCollector.$current.withValue(collector) {
    try await body()
  }
  return collector.collected
}

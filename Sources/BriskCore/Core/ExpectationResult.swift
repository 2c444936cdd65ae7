/// What an `await`ed check of an expectation returns: what its checks came to, and where it was
/// written. It is `Sendable`, so a task that checks can return it:
///
/// ```swift
/// let polling = Task { await expect(model.count).toEventually(equal(2)) }
/// #expect(await polling.value.status == .passed)
/// ```
///
/// The expectation itself is not `Sendable`: it holds the expression, which reads the caller's
/// state and runs on the caller's actor. So the `async` verbs return this result, not the
/// expectation, and a further check is written on `expect(…)` again:
///
/// ```swift
/// await expect(model.count).toEventually(equal(2))
/// await expect(model.count).toNever(beGreaterThan(2), until: .milliseconds(100))
/// ```
///
/// The synchronous verbs (`to`, `toNot` and the `noasync` polls) still return the expectation,
/// to chain on: `expect(2).toNot(equal(1)).to(equal(2))`.
public struct ExpectationResult: Sendable, Equatable {
  /// What the checks made so far came to, this one included.
  public let status: ExpectationStatus
  /// Where the expectation was written.
  public let location: CodeLocation
}

import BriskCore

/// Runs `body` with async polling on `clock`: `await expect(…).toEventually(…)`, `toNever`,
/// `toAlways` and `await waitUntil` advance the clock by each poll interval instead of sleeping,
/// so a 5 s timeout costs no real time, and a timeout names the sleepers still pending.
///
/// ```swift
/// let clock = VirtualClock()
/// await withVirtualTime(clock) {
///   model.queryChanged("brisk")
///   await expect(model.searches).toEventually(equal(["brisk"]))
/// }
/// ```
///
/// Synchronous polling, which waits in real time, is refused inside the scope, and so is a
/// second scope inside the first:
///
/// ```text
/// expected to eventually equal <["brisk"]>, got <[]>
/// timed out after 1 s, polling every 10 ms
/// the VirtualClock reached 1 s; still asleep: 1 sleeper: until 5 s
///
/// withVirtualTime(_:) was called inside another virtual-time scope; polling runs on one clock: use the outer one, VirtualClock.current
/// ```
/// - Parameters:
///   - clock: The clock polling advances.
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - isolation: The caller's actor; `body` runs on it.
///   - body: The code that polls.
/// - Returns: What `body` returns.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
@discardableResult
public func withVirtualTime<Result>(
  _ clock: VirtualClock,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Result
) async rethrows -> Result {
  guard VirtualTimePolling.clock == nil else {
    fail(
      "withVirtualTime(_:) was called inside another virtual-time scope; polling runs on one"
        + " clock: use the outer one, VirtualClock.current",
      fileID: fileID, filePath: filePath, line: line, column: column)
    return try await body()
  }
  return try await VirtualTimePolling.$clock.withValue(clock, operation: body)
}

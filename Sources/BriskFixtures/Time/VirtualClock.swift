import BriskCore

/// A clock whose time moves only when a test advances it.
///
/// Time moves with ``advance(by:fileID:filePath:line:column:)``,
/// ``advance(to:fileID:filePath:line:column:)`` and
/// ``run(steps:through:fileID:filePath:line:column:)``.
///
/// App code takes an injected `any Clock<Duration>`; a test passes a `VirtualClock`, moves its
/// time, and checks what the woken code did. `advance` returns once that code has settled: each
/// task it woke has gone back to sleep on the clock or finished, as far as the clock can prove it
/// (<doc:TestingTime> lists the shapes it proves).
///
/// ```swift
/// let clock = VirtualClock()
/// let model = SearchModel(clock: clock)
/// model.query = "brisk"
/// await clock.advance(by: .milliseconds(300))
/// #expect(model.results == ["brisk"])
/// ```
///
/// Misuse is reported at the caller's line:
///
/// ```text
/// advance(by: -0.1 s) would move time backwards; the clock stays at 0 s
/// advance(to: 0.1 s) is in the past; the clock stays at 0.3 s
/// advance(by: 1 s) found nothing asleep on the clock; time moved to 1 s and woke no one
/// VirtualClock(quietPeriod: -0.05 s) is negative; the clock waits for no quiet period
/// ```
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
public final class VirtualClock: Clock, Sendable {
  public typealias Duration = Swift.Duration

  let timeline = Locked(ClockTimeline())
  /// How many wakes `advance` performs at one instant before it reports work that never settles.
  let wakesPerInstant: Int
  /// How long in real time nothing may touch the clock before a woken task that has not gone
  /// back to sleep counts as settled.
  let quietPeriod: Duration
  /// Where the clock was made.
  let location: CodeLocation

  /// Creates a clock at virtual time zero.
  /// - Parameters:
  ///   - wakesPerInstant: How many sleepers and callbacks `advance` may wake at one instant
  ///     before it reports work that never settles.
  ///   - quietPeriod: How long in real time nothing may touch the clock before a woken task that
  ///     has not gone back to sleep on it counts as settled: it finished, or it awaits something
  ///     else. `advance` waits for it only before time moves on and before it returns, and only
  ///     while such a task is pending. Raise it on a machine so loaded that a thread can stall
  ///     for longer. A negative period is reported and counts as zero.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  public init(
    wakesPerInstant: Int = 1_000,
    quietPeriod: Duration = .milliseconds(50),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.wakesPerInstant = max(1, wakesPerInstant)
    self.quietPeriod = max(.zero, quietPeriod)
    location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if quietPeriod < .zero {
      fail(
        "VirtualClock(quietPeriod: \(DurationText.seconds(quietPeriod))) is negative; the clock"
          + " waits for no quiet period", at: location)
    }
  }

  /// The virtual time; it starts at zero and moves only when the test advances the clock.
  public var now: Instant {
    Instant(offset: timeline.withLock { $0.now })
  }

  /// The smallest step the clock tells apart: one nanosecond.
  public var minimumResolution: Duration {
    .nanoseconds(1)
  }

  /// Suspends until the clock reaches `deadline`; a deadline already reached returns at once.
  ///
  /// Cancelling the task ends the sleep at once with `CancellationError`, and the sleeper leaves
  /// the clock.
  /// - Parameters:
  ///   - deadline: When to wake.
  ///   - tolerance: Ignored: virtual time is exact.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sleep(until: deadline.offset, fileID: nil, line: nil)
  }

  /// The sleep behind every entry point; `fileID` and `line` name the sleeper in descriptions.
  func sleep(until deadline: Duration, fileID: String?, line: UInt?) async throws {
    try Task.checkCancellation()
    let task = withUnsafeCurrentTask { $0?.hashValue }
    let sequence = timeline.withLock { $0.reserve() }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let (outcome, waiter) = timeline.withLock {
          state -> (Result<Void, any Error>?, CheckedContinuation<Bool, Never>?) in
          // The cancellation handler may already have run and found nothing to remove.
          if Task.isCancelled { return (.failure(CancellationError()), nil) }
          if deadline <= state.now { return (.success(()), nil) }
          let entry = ClockTimeline.Entry(
            deadline: deadline, kind: .sleeper(continuation, task: task), fileID: fileID,
            line: line)
          return (nil, state.add(entry, as: sequence))
        }
        if let outcome { continuation.resume(with: outcome) }
        waiter?.resume(returning: true)
      }
    } onCancel: {
      let entry = timeline.withLock { $0.remove(sequence) }
      if case .sleeper(let continuation, _) = entry?.kind {
        continuation.resume(throwing: CancellationError())
      }
    }
    // The task runs again: tell an advance that waits for it.
    timeline.withLock { $0.reported(sequence) }?.resume(returning: true)
  }
}

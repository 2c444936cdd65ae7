import Foundation

/// Poll times on a fixed grid from the start (start + k × interval, capped at the deadline), so
/// late wake-ups do not add up over a long wait.
struct PollGrid {
  let start = Clock.now
  let interval: UInt64
  let deadline: UInt64

  init(_ plan: PollingPlan) {
    interval = max(1, plan.pollInterval.nanoseconds)
    deadline = start + plan.timeout.nanoseconds
  }

  /// Nanoseconds until the next poll, or `nil` once the deadline has passed.
  func untilNextPoll() -> UInt64? {
    let now = Clock.now
    return nextPoll(after: now).map { $0 - now }
  }

  /// When the next poll after `now` is due, as a ``Clock`` reading, or `nil` once the deadline
  /// has passed.
  func nextPoll(after now: UInt64) -> UInt64? {
    guard now < deadline else { return nil }
    return min(nextTick(after: now), deadline)
  }

  /// The first time on the grid after `now`, deadline or not.
  func nextTick(after now: UInt64) -> UInt64 {
    start + ((now - start) / interval + 1) * interval
  }
}

/// A monotonic clock in nanoseconds.
enum Clock {
  static var now: UInt64 {
    DispatchTime.now().uptimeNanoseconds
  }
}

/// Waiting between two synchronous polls without burning CPU.
enum SyncWait {
  /// Waits until `deadline` (a ``Clock`` reading), or less: on the main thread the run loop
  /// returns as soon as it has handled a source, such as a block on the main queue, so a change
  /// made there is seen at once.
  static func until(_ deadline: UInt64) {
    let now = Clock.now
    guard deadline > now else { return }
    let limit = Date(timeIntervalSinceNow: Double(deadline - now) / 1e9)
    if RunLoop.current.run(mode: .default, before: limit) { return }
    // A run loop with no sources returns at once (any thread but the main one, usually).
    Thread.sleep(until: limit)
  }
}

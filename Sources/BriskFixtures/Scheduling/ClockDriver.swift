import Foundation

/// What a fake needs of a ``VirtualClock``, in seconds: its time, and a callback at a time.
///
/// Fakes that exist before iOS 16, such as ``VirtualTimeAnimator``, cannot store a
/// `VirtualClock`, which needs `Clock`; they store this instead.
@MainActor
struct ClockDriver {
  /// The clock's time, in seconds since it started.
  let now: @MainActor () -> TimeInterval
  /// Calls the action on the main actor when the clock reaches the time, in seconds since it
  /// started, rounded to the clock's nanosecond; the result cancels it. A time at or after
  /// ``latest`` never comes, and gives `nil`.
  let call: @MainActor (TimeInterval, @escaping @MainActor @Sendable () -> Void) -> ClockCallback?

  /// The latest time a callback can wait for, in seconds since the clock started, about 285
  /// years: whole nanoseconds up to it fit in an `Int64`. Later times, infinity among them, never
  /// come.
  nonisolated static let latest: TimeInterval = 9e9
}

/// A callback waiting on a ``VirtualClock``: cancel it to remove it.
@MainActor
struct ClockCallback {
  let cancel: @MainActor () -> Void
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
extension ClockDriver {
  /// Drives a fake on `clock`; its callbacks are named after `location` in the clock's
  /// description of its sleepers.
  init(_ clock: VirtualClock, location: CodeLocation) {
    let fileID = location.fileID
    let line = location.line
    now = { Self.seconds(of: clock.now.offset) }
    call = { time, action in
      guard time < Self.latest else { return nil }
      // Whole nanoseconds, the clock's resolution: 3 × 0.1 s, 0.30000000000000004 in a Double,
      // fires when the clock reaches 0.3 s.
      let offset = Duration.nanoseconds(Int64((max(0, time) * 1e9).rounded()))
      let token = clock.schedule(
        at: VirtualClock.Instant(offset: offset), fileID: fileID, line: line, action)
      return ClockCallback { clock.cancel(token) }
    }
  }

  /// `duration` in seconds.
  nonisolated static func seconds(of duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}

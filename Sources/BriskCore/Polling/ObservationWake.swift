import Dispatch
import Foundation

#if canImport(Observation)
  import Observation
#endif

/// Wakes an async poll between two checks as soon as an `@Observable` property its synchronous
/// expression read is about to change, where the platform has Observation (iOS 17, macOS 14,
/// tvOS 17, visionOS 1, Linux). The grid of polls keeps running, so a change Observation does not
/// report is still seen at the next poll.
///
/// - A check evaluates the expression inside `withObservationTracking`, unless the tracking an
///   earlier check armed has not fired yet: then none of the properties it read has changed, so
///   it still covers them. Tracking is one-shot; a change disarms it and the next check re-arms.
///   A check that read no `@Observable` property arms nothing.
/// - Tracking is installed once the expression has returned, so a change made between the read
///   and the installation fires nothing: the poll looks again at once after arming
///   (``checkArmed``).
/// - `onChange` runs in the property's `willSet`, on the thread that changes it, before the new
///   value is stored. It ends the poll's sleep (``PollSleeper/change()``); a change that comes
///   while the poll is not asleep is kept, and its next sleep returns at once. The woken poll
///   yields its thread, so that the store can finish, then looks without arming tracking; a miss
///   arms it with the next look. A wake can still read the old value, so the poll looks again
///   shortly after one (``WakeLooks``).
/// - A change after the wait has ended finds no sleeper and does nothing.
final class ObservationWake {
  /// The poll's sleeper, which a change wakes.
  let sleeper: PollSleeper
  /// Whether the latest ``track(_:)`` armed tracking.
  private(set) var checkArmed = false

  /// A wake that ends `sleeper`'s sleeps at a change.
  init(_ sleeper: PollSleeper = PollSleeper(timers: PollSleeper.timers)) {
    self.sleeper = sleeper
  }

  /// Whether the platform has Observation.
  static var isAvailable: Bool {
    #if canImport(Observation)
      if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) { return true }
    #endif
    return false
  }

  /// Runs `body`, tracking the `@Observable` properties it reads unless tracking is still armed.
  func track<Result>(_ body: () -> Result) -> Result {
    checkArmed = false
    #if canImport(Observation)
      if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *), !sleeper.isArmed {
        // The `onChange` autoclosure is evaluated only when `body` read an observable property.
        return withObservationTracking(body, onChange: arming())
      }
    #endif
    return body()
  }

  /// Notes that tracking is being installed, and returns what a change calls.
  private func arming() -> @Sendable () -> Void {
    sleeper.arm()
    checkArmed = true
    // Called in the `willSet` of a tracked property, on the thread that changes it.
    return { [sleeper] in sleeper.change() }
  }
}

/// The looks after a wake that still read the old value. `onChange` runs before the new value is
/// stored, and the thread it wakes often takes the core of the thread that is about to store it.
/// The poll yields that core before its first look, which then reads the new value almost always;
/// when it does not, the poll sleeps, letting that thread run, and looks again after pauses of
/// 10 µs that double until the grid's next poll: on a loaded machine the storing thread may wait
/// for a core far longer than a few pauses, and the store sends no second notification. The
/// doubling keeps the looks few (about twenty over a 30 s interval). A wake starts it over.
struct WakeLooks {
  static let firstPause: UInt64 = 10_000
  private var pause: UInt64?

  /// Starts over after a wake.
  mutating func woke() {
    pause = Self.firstPause
  }

  /// The pause before the next look, shorter than `wait` (the time to the grid's next poll), or
  /// `nil` when none is left and the grid takes over.
  mutating func next(within wait: UInt64) -> UInt64? {
    guard let current = pause, current < wait else {
      pause = nil
      return nil
    }
    pause = current.multipliedReportingOverflow(by: 2).overflow ? nil : current * 2
    return current
  }
}

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
///   A check that read no `@Observable` property arms nothing (``isTracking`` stays `false`).
/// - Tracking is installed once the expression has returned, so a change made between the read
///   and the installation fires nothing: the poll looks again at once after arming
///   (``checkArmed``).
/// - `onChange` runs in the property's `willSet`, on the thread that changes it, before the new
///   value is stored. It marks the change and resumes the sleeping poll; a change that comes
///   while the poll is not asleep is kept, and the next ``sleep(nanoseconds:isolation:)`` returns
///   at once. The woken poll yields its thread, so that the store can finish, then looks without
///   arming tracking; a miss arms it with the next look. A wake can still read the old value, so
///   the poll looks again shortly after one (``WakeLooks``).
/// - A sleep ends at its deadline, at a change, or at cancellation, whichever comes first, and
///   is resumed exactly once. A change after the wait has ended finds no sleeper and does
///   nothing.
final class ObservationWake: @unchecked Sendable {
  /// How a ``sleep(nanoseconds:isolation:)`` ended.
  enum Ending {
    case elapsed
    case changed
    case cancelled
  }

  private let lock = NSLock()
  /// Tracking is installed and has not fired.
  private var armed = false
  /// A change came that no sleep has returned for yet.
  private var changed = false
  private var cancelled = false
  private var sleeper: UnsafeContinuation<Ending, Never>?
  /// Numbers the sleeps, so a sleep's timer cannot end a later one.
  private var sleeps: UInt64 = 0
  /// Whether the latest ``track(_:)`` armed tracking.
  private(set) var checkArmed = false

  /// Whether the platform has Observation.
  static var isAvailable: Bool {
    #if canImport(Observation)
      if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) { return true }
    #endif
    return false
  }

  /// Whether tracking is installed, or fired since the latest sleep: then a sleep can be woken.
  var isTracking: Bool {
    lock.withLock { armed || changed }
  }

  /// Runs `body`, tracking the `@Observable` properties it reads unless tracking is still armed.
  func track<Result>(_ body: () -> Result) -> Result {
    checkArmed = false
    #if canImport(Observation)
      if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *), !lock.withLock({ armed }) {
        // The `onChange` autoclosure is evaluated only when `body` read an observable property.
        return withObservationTracking(body, onChange: arming())
      }
    #endif
    return body()
  }

  /// Notes that tracking is being installed, and returns what a change calls.
  private func arming() -> @Sendable () -> Void {
    lock.withLock { armed = true }
    checkArmed = true
    return { [self] in changeCame() }
  }

  /// Called in the `willSet` of a tracked property, on the thread that changes it.
  private func changeCame() {
    let woken: UnsafeContinuation<Ending, Never>? = lock.withLock {
      armed = false
      guard let sleeper else {
        changed = true
        return nil
      }
      self.sleeper = nil
      return sleeper
    }
    woken?.resume(returning: .changed)
  }

  /// Sleeps on the caller's actor for up to `nanoseconds`, and returns early at a change (one
  /// that came before the call included) or at the task's cancellation.
  func sleep(
    nanoseconds: UInt64, isolation: isolated (any Actor)? = #isolation
  ) async -> Ending {
    await withTaskCancellationHandler {
      await withUnsafeContinuation { continuation in
        let ticket: UInt64? = lock.withLock {
          if cancelled || changed { return nil }
          sleeps += 1
          sleeper = continuation
          return sleeps
        }
        guard let ticket else {
          continuation.resume(returning: takeEnding())
          return
        }
        DispatchQueue.global().asyncAfter(
          deadline: .now() + .nanoseconds(Int(min(nanoseconds, UInt64(Int.max))))
        ) { [self] in
          elapsed(ticket)
        }
      }
    } onCancel: {
      let woken: UnsafeContinuation<Ending, Never>? = lock.withLock {
        cancelled = true
        defer { sleeper = nil }
        return sleeper
      }
      woken?.resume(returning: .cancelled)
    }
  }

  /// Why a sleep ends at once: cancellation first, else a change, which it takes.
  private func takeEnding() -> Ending {
    lock.withLock {
      if cancelled { return .cancelled }
      changed = false
      return .changed
    }
  }

  private func elapsed(_ ticket: UInt64) {
    let woken: UnsafeContinuation<Ending, Never>? = lock.withLock {
      guard ticket == sleeps, let sleeper else { return nil }
      self.sleeper = nil
      return sleeper
    }
    woken?.resume(returning: .elapsed)
  }
}

/// The looks after a wake that still read the old value. `onChange` runs before the new value is
/// stored, and the thread it wakes often takes the core of the thread that is about to store it.
/// The poll yields that core before its first look, which then reads the new value almost always;
/// when it does not, the poll sleeps, letting that thread run, and looks again after pauses of
/// 10 µs that double up to 1.28 ms. A wake starts it over; the grid takes over once it ends.
struct WakeLooks {
  static let firstPause: UInt64 = 10_000
  static let lastPause: UInt64 = 1_280_000
  private var pause: UInt64?

  /// Starts over after a wake.
  mutating func woke() {
    pause = Self.firstPause
  }

  /// The pause before the next look, or `nil` when none is left.
  mutating func next() -> UInt64? {
    guard let current = pause else { return nil }
    pause = current < Self.lastPause ? current * 2 : nil
    return current
  }
}

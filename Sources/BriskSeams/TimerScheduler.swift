public import Foundation

/// Delays and repeating timers, as a protocol production code can take instead of calling
/// `DispatchQueue.main.asyncAfter` or `Timer.scheduledTimer` itself, so a test can drive them.
///
/// Take one where the code would start a timer, and change the one call that starts it:
///
/// ```swift
/// @MainActor final class Heartbeat {
///   private let scheduler: any TimerScheduler
///   private var timer: ScheduledTimer?
///
///   init(scheduler: any TimerScheduler = .dispatch) { self.scheduler = scheduler }
///
///   func start() {
///     // was: Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in self.beat() }
///     timer = scheduler.schedule(every: 5) { _ in self.beat() }
///   }
///
///   func stop() { timer?.cancel() }
/// }
/// ```
///
/// The app uses ``DispatchTimerScheduler`` (`.dispatch`) or ``RunLoopTimerScheduler``
/// (`.runLoop`); tests use BriskFixtures' `VirtualTimerScheduler`, which fires on a
/// `VirtualClock` as the test advances it, or `TimerSchedulerSpy`, which records each request and
/// fires it when the test says so.
///
/// Every action runs on the main actor, as the blocks of `DispatchQueue.main.asyncAfter` and of a
/// timer on the main run loop run on the main thread.
@MainActor
public protocol TimerScheduler: AnyObject {
  /// Runs `action` once, after `delay`.
  ///
  /// A delay that is not a positive number (zero, negative or NaN) runs `action` as soon as the
  /// scheduler gets to it, never during this call; an infinite delay never runs it.
  /// - Parameters:
  ///   - delay: How long to wait, in seconds.
  ///   - action: What to run; it runs on the main actor.
  /// - Returns: The timer, to cancel `action` before it runs.
  @discardableResult
  func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> ScheduledTimer

  /// Runs `action` every `interval`, the first time one `interval` from now, until the timer is
  /// cancelled.
  ///
  /// The timer keeps firing until it is cancelled, whether or not its caller keeps it, as a
  /// scheduled `Timer` does; `action` is handed the timer, so it can cancel it.
  /// - Parameters:
  ///   - interval: The time between two runs, in seconds.
  ///   - action: What to run each time; it runs on the main actor and is given the timer.
  /// - Returns: The timer, to stop it.
  @discardableResult
  func schedule(
    every interval: TimeInterval, _ action: @escaping @MainActor (ScheduledTimer) -> Void
  )
    -> ScheduledTimer
}

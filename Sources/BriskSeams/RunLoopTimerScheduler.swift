public import Foundation

/// The ``TimerScheduler`` an app uses in place of `Timer.scheduledTimer`: timers on the main run
/// loop.
///
/// ```swift
/// init(scheduler: any TimerScheduler = .runLoop) { … }
///
/// // was: Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in self.beat() }
/// heartbeat = scheduler.schedule(every: 5) { _ in self.beat() }
/// ```
///
/// Each request is a `Timer` added to the main run loop in ``mode``; cancelling it invalidates the
/// timer. In the common modes (the default) a timer also fires while a scroll view tracks a
/// finger, which `Timer.scheduledTimer`, in the default mode only, does not. A delay or interval
/// that is not a positive number is `Timer`'s shortest one; an infinite one never fires.
@MainActor
public final class RunLoopTimerScheduler: TimerScheduler {
  /// The run-loop mode the timers are added in.
  public let mode: RunLoop.Mode

  /// Creates a scheduler that adds its timers to the main run loop.
  /// - Parameter mode: The run-loop mode to add them in: `.common` unless given another, such as
  ///   `.default`, where `Timer.scheduledTimer` adds them.
  public init(mode: RunLoop.Mode = .common) {
    self.mode = mode
  }

  @discardableResult
  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> ScheduledTimer
  {
    let box = MainActorAction<Void>(action)
    return add(interval: delay, repeats: false) { _ in box.body(()) }
  }

  @discardableResult
  public func schedule(
    every interval: TimeInterval, _ action: @escaping @MainActor (ScheduledTimer) -> Void
  ) -> ScheduledTimer {
    let box = MainActorAction<ScheduledTimer>(action)
    return add(interval: interval, repeats: true) { timer in box.body(timer) }
  }

  /// Adds a `Timer` to the main run loop. Its block runs on the main thread, the main run loop's.
  private func add(
    interval: TimeInterval, repeats: Bool, _ fire: @escaping @MainActor (ScheduledTimer) -> Void
  ) -> ScheduledTimer {
    guard interval != .infinity else { return ScheduledTimer {} }
    let seconds =
      interval > DispatchTimerScheduler.minimumInterval
      ? interval : DispatchTimerScheduler.minimumInterval
    let slot = TimerSlot()
    let timer = Timer(timeInterval: seconds, repeats: repeats) { _ in
      MainActor.assumeIsolated {
        guard let scheduled = slot.timer, !scheduled.isCancelled else { return }
        // A delay that ran lets go of its timer, which the run loop has let go of.
        if !repeats { slot.timer = nil }
        fire(scheduled)
      }
    }
    let scheduled = ScheduledTimer { timer.invalidate() }
    slot.timer = scheduled
    RunLoop.main.add(timer, forMode: mode)
    return scheduled
  }
}

/// Hands the `ScheduledTimer` to the `Timer` block made before it. Only touched on the main
/// thread: written before the timer is added, then read and cleared in the block.
private final class TimerSlot: @unchecked Sendable {
  var timer: ScheduledTimer?
}

extension TimerScheduler where Self == RunLoopTimerScheduler {
  /// Timers on the main run loop, in the common modes: ``RunLoopTimerScheduler``.
  public static var runLoop: RunLoopTimerScheduler {
    RunLoopTimerScheduler()
  }
}

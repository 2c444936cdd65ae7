import Dispatch
public import Foundation

/// The ``TimerScheduler`` an app uses in place of `DispatchQueue.main.asyncAfter`: delays and
/// repeating timers on the main dispatch queue.
///
/// ```swift
/// init(scheduler: any TimerScheduler = .dispatch) { … }
///
/// // was: DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.search() }
/// searchTimer = scheduler.schedule(after: 0.3) { self.search() }
/// ```
///
/// A delay is a `DispatchWorkItem` the main queue runs after its deadline; cancelling it before
/// then cancels the item. A repeating timer is a `DispatchSourceTimer` on the main queue, with
/// deadlines one interval apart from its start, so it does not drift. An interval that is not a
/// positive number repeats at ``minimumInterval``, as `Timer` does.
@MainActor
public final class DispatchTimerScheduler: TimerScheduler {
  /// The shortest interval of a repeating timer: the one `Timer` uses for an interval that is
  /// zero or negative.
  public nonisolated static let minimumInterval: TimeInterval = 0.0001

  /// Creates a scheduler on the main dispatch queue.
  public init() {}

  @discardableResult
  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> ScheduledTimer
  {
    guard let wait = Self.dispatchInterval(max(0, delay.isNaN ? 0 : delay)) else {
      return ScheduledTimer {}
    }
    let box = MainActorAction<Void>(action)
    let item = DispatchWorkItem { MainActor.assumeIsolated { box.body(()) } }
    DispatchQueue.main.asyncAfter(deadline: .now() + wait, execute: item)
    return ScheduledTimer { item.cancel() }
  }

  @discardableResult
  public func schedule(
    every interval: TimeInterval, _ action: @escaping @MainActor (ScheduledTimer) -> Void
  ) -> ScheduledTimer {
    let every = interval > Self.minimumInterval ? interval : Self.minimumInterval
    guard let repeatInterval = Self.dispatchInterval(every) else { return ScheduledTimer {} }
    let source = DispatchSource.makeTimerSource(queue: .main)
    let timer = ScheduledTimer { source.cancel() }
    let box = MainActorAction<ScheduledTimer>(action)
    // The handler keeps the timer, and the timer the source, until it is cancelled: a
    // repeating timer fires until then, as a scheduled `Timer` does.
    source.setEventHandler {
      MainActor.assumeIsolated {
        guard !timer.isCancelled else { return }
        box.body(timer)
      }
    }
    source.schedule(deadline: .now() + repeatInterval, repeating: repeatInterval)
    source.resume()
    return timer
  }

  /// `seconds` as whole nanoseconds, or `nil` when it is too long to ever come (infinite, or
  /// more nanoseconds than `Int` holds).
  nonisolated static func dispatchInterval(_ seconds: TimeInterval) -> DispatchTimeInterval? {
    let nanoseconds = (seconds * 1e9).rounded()
    guard nanoseconds < Double(Int.max) else { return nil }
    return .nanoseconds(Int(nanoseconds))
  }
}

extension TimerScheduler where Self == DispatchTimerScheduler {
  /// Delays and repeating timers on the main dispatch queue: ``DispatchTimerScheduler``.
  public static var dispatch: DispatchTimerScheduler {
    DispatchTimerScheduler()
  }
}

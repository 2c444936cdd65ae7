public import Foundation

/// One timer a test double of `TimerScheduler` was asked for: a delay or a repeating interval.
public enum TimerRequest: Sendable, Equatable {
  /// `schedule(after:_:)`: once, after this many seconds.
  case after(TimeInterval)
  /// `schedule(every:_:)`: every this many seconds.
  case every(TimeInterval)
}

extension TimerRequest: CustomStringConvertible {
  /// `after(0.3)`, `every(5.0)`.
  public var description: String {
    switch self {
    case .after(let delay): "after(\(delay))"
    case .every(let interval): "every(\(interval))"
    }
  }
}

/// What app code asked a ``TimerSchedulerSpy``: to schedule a timer, or to cancel one before it
/// ran.
///
/// ```swift
/// expect(timers.log).to(haveReceived(.cancel(.after(0.3))))
/// ```
public enum TimerCall: Sendable, Equatable {
  /// `schedule(after:_:)` or `schedule(every:_:)`.
  case schedule(TimerRequest)
  /// `cancel()` on a timer that was still pending: a delay that had not run, or a repeating
  /// timer.
  case cancel(TimerRequest)
}

extension TimerCall: CustomStringConvertible {
  /// `schedule(after(0.3))`, `cancel(every(5.0))`.
  public var description: String {
    switch self {
    case .schedule(let request): "schedule(\(request))"
    case .cancel(let request): "cancel(\(request))"
    }
  }
}

public import Foundation

/// A `TimerScheduler` on a ``VirtualClock``: each delay and repeating timer fires as the test
/// advances the clock, in deadline order with the clock's sleepers and the animations on it.
///
/// ```swift
/// let clock = VirtualClock()
/// let heartbeat = Heartbeat(scheduler: .virtual(on: clock))
/// heartbeat.start()                            // every 5 s
/// await clock.advance(by: .seconds(15))
/// #expect(heartbeat.beats == 3)
/// ```
///
/// A delay fires once when the clock reaches it; a repeating timer fires every interval from the
/// moment it was scheduled, on the exact multiples, until it is cancelled. A delay that is zero
/// or negative fires at the next advance, as the main queue runs it soon after; an infinite one
/// stays pending and never fires. Each firing runs on the main actor, and `advance` waits for the
/// work it starts to settle, as it does for a woken sleeper. Its ``log`` records what the code
/// asked, as ``TimerSchedulerSpy``'s does.
///
/// What no clock could run is reported at the line where the scheduler was made, and not
/// scheduled:
///
/// ```text
/// schedule(every: 0.0) needs a positive interval: the timer would fire forever without the clock moving; it was not scheduled
/// schedule(after: nan) needs a number of seconds; it fires at the next advance, as a delay of zero does
/// ```
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
@MainActor
public final class VirtualTimerScheduler: TimerScheduler {
  /// The clock the timers fire on.
  public nonisolated let clock: VirtualClock
  /// Every request and every cancellation that stopped a pending timer, oldest first.
  public nonisolated let log: CallLog<TimerCall>
  private let driver: ClockDriver
  private var timers: [RecordedTimer] = []

  /// Creates a scheduler whose timers fire on `clock`.
  /// - Parameters:
  ///   - clock: The clock the test advances.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  public init(
    clock: VirtualClock,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.clock = clock
    log = CallLog(fileID: fileID, filePath: filePath, line: line, column: column)
    driver = ClockDriver(clock, location: log.location)
  }

  /// The timers that can still fire, oldest first.
  public var pending: [TimerRequest] {
    timers.filter(\.isPending).map(\.request)
  }

  @discardableResult
  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> ScheduledTimer
  {
    let timer = start(.after(delay)) { _ in action() }
    if delay.isNaN {
      log.fail(
        "schedule(after: nan) needs a number of seconds; it fires at the next advance, as a "
          + "delay of zero does")
    }
    timer.arm(at: driver.now() + max(0, delay.isNaN ? 0 : delay), every: nil, on: driver)
    return timer.token
  }

  @discardableResult
  public func schedule(
    every interval: TimeInterval, _ action: @escaping @MainActor (ScheduledTimer) -> Void
  ) -> ScheduledTimer {
    let timer = start(.every(interval), action)
    guard interval > 0 else {
      timer.end()
      log.fail(
        "schedule(every: \(interval)) needs a positive interval: the timer would fire forever "
          + "without the clock moving; it was not scheduled")
      return timer.token
    }
    timer.arm(at: driver.now() + interval, every: interval, on: driver)
    return timer.token
  }

  private func start(
    _ request: TimerRequest, _ action: @escaping @MainActor (ScheduledTimer) -> Void
  ) -> RecordedTimer {
    log.record(.schedule(request))
    timers.removeAll { !$0.isPending }
    let timer = RecordedTimer(request: request, action: action, log: log)
    timers.append(timer)
    return timer
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
extension TimerScheduler where Self == VirtualTimerScheduler {
  /// Delays and repeating timers that fire as the test advances `clock`:
  /// ``VirtualTimerScheduler``.
  /// - Parameters:
  ///   - clock: The clock the test advances.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: A scheduler on `clock`.
  public static func virtual(
    on clock: VirtualClock,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> VirtualTimerScheduler {
    VirtualTimerScheduler(
      clock: clock, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

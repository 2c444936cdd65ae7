public import Foundation

/// A `TimerScheduler` that records every request instead of waiting, and runs a timer's action
/// when the test fires it: the fast way to test a debounce, a retry or a heartbeat step by step.
///
/// ```swift
/// let timers = TimerSchedulerSpy()
/// let model = SearchModel(scheduler: timers)
/// model.query = "b"
/// model.query = "br"
/// expect(timers.log).to(haveReceived(.cancel(.after(0.3))))
/// timers.fire()
/// expect(model.searches) == ["br"]
/// ```
///
/// Its ``log`` holds each ``TimerCall`` in order: every `schedule`, and every `cancel()` that
/// stopped a pending timer. ``pending`` lists the timers that can still fire: delays that have not
/// run and were not cancelled, and repeating timers until they are cancelled. Firing a delay runs
/// it once; firing a repeating timer runs it once more and leaves it pending.
///
/// A fire no scheduler could make fails the test at the line of the call, and runs nothing:
///
/// ```text
/// fire() was called, but no timer is pending
/// fire() was called, but 2 timers are pending: [after(0.3), every(5.0)]; name the one to fire with fire(_:)
/// fire(after(0.3)) was called, but no timer was scheduled after(0.3); pending: [every(5.0)]
/// fire(after(0.3)) was called, but the timer scheduled after(0.3) was cancelled; pending: []
/// fire(after(0.3)) was called, but the timer scheduled after(0.3) already ran; pending: []
/// ```
@MainActor
public final class TimerSchedulerSpy: TimerScheduler {
  /// Every request and cancellation, oldest first.
  public nonisolated let log: CallLog<TimerCall>
  private var timers: [RecordedTimer] = []

  /// Creates a spy that has recorded nothing; the defaults capture the caller's position.
  /// - Parameters:
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  public init(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    log = CallLog(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The timers that can still fire, oldest first.
  public var pending: [TimerRequest] {
    timers.filter(\.isPending).map(\.request)
  }

  @discardableResult
  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> ScheduledTimer
  {
    record(.after(delay)) { _ in action() }
  }

  @discardableResult
  public func schedule(
    every interval: TimeInterval, _ action: @escaping @MainActor (ScheduledTimer) -> Void
  ) -> ScheduledTimer {
    record(.every(interval), action)
  }

  /// Runs the one pending timer's action, as if its time had come.
  /// - Parameters:
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  public func fire(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let pending = timers.filter(\.isPending)
    guard pending.count == 1, let timer = pending.first else {
      let reason =
        pending.isEmpty
        ? "no timer is pending"
        : "\(pending.count) timers are pending: \(stringify(self.pending)); name the one to fire "
          + "with fire(_:)"
      return fail(
        "fire() was called, but \(reason)",
        at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    timer.fire()
  }

  /// Runs the action of the oldest pending timer scheduled as `request`, as if its time had come.
  /// - Parameters:
  ///   - request: The timer to fire, such as `.after(0.3)` or `.every(5)`.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  public func fire(
    _ request: TimerRequest,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let matching = timers.filter { $0.request == request }
    guard let timer = matching.first(where: \.isPending) else {
      let reason =
        switch matching.last?.state {
        case nil: "no timer was scheduled \(request)"
        case .cancelled: "the timer scheduled \(request) was cancelled"
        case .ended, .pending: "the timer scheduled \(request) already ran"
        }
      return fail(
        "fire(\(request)) was called, but \(reason); pending: \(stringify(pending))",
        at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    timer.fire()
  }

  /// Forgets every request, and releases the actions they held.
  public func reset() {
    log.reset()
    timers.removeAll()
  }

  private func record(
    _ request: TimerRequest, _ action: @escaping @MainActor (ScheduledTimer) -> Void
  ) -> ScheduledTimer {
    log.record(.schedule(request))
    let timer = RecordedTimer(request: request, action: action, log: log)
    timers.append(timer)
    return timer.token
  }
}

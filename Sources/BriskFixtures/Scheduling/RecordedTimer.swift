import Foundation

/// One timer a test double of `TimerScheduler` was asked for (a ``TimerSchedulerSpy`` fires it
/// by hand, a ``VirtualTimerScheduler`` arms it on a clock): its request, its action and whether
/// it can still fire.
@MainActor
final class RecordedTimer {
  enum State {
    case pending
    /// A delay that ran, or a timer the scheduler refused.
    case ended
    case cancelled
  }

  let request: TimerRequest
  private(set) var state = State.pending
  private var action: (@MainActor (ScheduledTimer) -> Void)?
  /// The clock's call of the next firing, while the timer is armed on a clock.
  private var callback: ClockCallback?
  private(set) var token: ScheduledTimer!

  init(
    request: TimerRequest, action: @escaping @MainActor (ScheduledTimer) -> Void,
    log: CallLog<TimerCall>
  ) {
    self.request = request
    self.action = action
    token = ScheduledTimer { [weak self] in
      guard let self, self.isPending else { return }
      self.end(as: .cancelled)
      log.record(.cancel(request))
    }
  }

  var isPending: Bool {
    state == .pending
  }

  /// Ends the timer without recording anything: it ran, the scheduler refused it, or (from its
  /// token) it was cancelled.
  func end(as state: State = .ended) {
    self.state = state
    action = nil
    callback?.cancel()
    callback = nil
  }

  /// Runs the action now: a delay once, after which it is no longer pending; a repeating timer
  /// once more.
  func fire() {
    guard isPending, let action else { return }
    if case .after = request { end() }
    action(token)
  }

  /// Fires the action at `time` on the clock, and then every `interval` after it if given. A
  /// time that never comes leaves the timer pending.
  func arm(at time: TimeInterval, every interval: TimeInterval?, on driver: ClockDriver) {
    // The clock keeps the timer until it fires or is cancelled, as the main queue keeps a
    // work item: a timer fires whether or not anyone keeps its scheduler.
    callback = driver.call(time) {
      self.callback = nil
      guard self.isPending, let action = self.action else { return }
      if let interval {
        // Armed before the action runs, so an action that cancels the timer cancels this too.
        self.arm(at: time + interval, every: interval, on: driver)
      } else {
        self.end()
      }
      action(self.token)
    }
  }
}

import Foundation

/// One timer a ``VirtualTimerScheduler`` started: its request, its callback on the clock, and
/// whether it can still fire.
@MainActor
final class VirtualTimer {
  let request: TimerRequest
  private(set) var isPending = true
  private var action: (@MainActor (ScheduledTimer) -> Void)?
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
      self.stop()
      log.record(.cancel(request))
    }
  }

  /// Ends the timer without recording a cancellation: it was refused, or it ran.
  func stop() {
    isPending = false
    action = nil
    callback?.cancel()
    callback = nil
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
        self.stop()
      }
      action(self.token)
    }
  }
}

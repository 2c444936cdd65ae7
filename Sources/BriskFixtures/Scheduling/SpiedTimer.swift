/// One timer a ``TimerSchedulerSpy`` recorded: its request, its action and whether it can still
/// fire.
@MainActor
final class SpiedTimer {
  enum State {
    case pending
    case ran
    case cancelled
  }

  let request: TimerRequest
  private(set) var state = State.pending
  private var action: (@MainActor (ScheduledTimer) -> Void)?
  private(set) var token: ScheduledTimer!

  init(
    request: TimerRequest, action: @escaping @MainActor (ScheduledTimer) -> Void,
    log: CallLog<TimerCall>
  ) {
    self.request = request
    self.action = action
    token = ScheduledTimer { [weak self] in
      guard let self, self.state == .pending else { return }
      self.state = .cancelled
      self.action = nil
      log.record(.cancel(request))
    }
  }

  var isPending: Bool {
    state == .pending
  }

  /// Runs the action: a delay once, after which it is no longer pending; a repeating timer once
  /// more.
  func fire() {
    guard state == .pending, let action else { return }
    if case .after = request {
      state = .ran
      self.action = nil
    }
    action(token)
  }
}

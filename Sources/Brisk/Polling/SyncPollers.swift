import Foundation

/// Synchronous polling on the main thread. The run loop turns for the whole wait, so main-queue
/// work and UIKit animations progress; a repeating timer inside it checks every poll interval,
/// and the run loop's return after handling a source (such as a main-queue block) triggers an
/// immediate re-check. One long run of the run loop costs about half the CPU of one run per poll.
final class MainRunLoopPoller<Value>: @unchecked Sendable {
  private var state: PollingState<Value>
  private let evaluate: () -> Result<Value?, any Error>
  private let deadline: UInt64
  private var verdict: PollingState<Value>.Verdict = .pending
  private var isChecking = false

  init(_ state: PollingState<Value>, _ evaluate: @escaping () -> Result<Value?, any Error>) {
    self.state = state
    self.evaluate = evaluate
    self.deadline = Clock.now + state.plan.timeout.nanoseconds
  }

  func run() -> (PollingState<Value>.Verdict, PollingState<Value>) {
    do {
      check()
      var timer: Timer?
      if state.plan.pollInterval < state.plan.timeout, case .pending = verdict {
        // Checks that the timer makes at or after the deadline are left to the final check.
        let repeating = Timer(timeInterval: state.plan.pollInterval.seconds, repeats: true) {
          [unowned self] _ in
          if Clock.now < deadline { check(wakeIfDone: true) }
        }
        RunLoop.current.add(repeating, forMode: .default)
        timer = repeating
      }
      defer { timer?.invalidate() }
      while case .pending = verdict {
        guard Clock.now < deadline else {
          verdict = state.timedOut()
          break
        }
        let limit = Date(timeIntervalSinceNow: Double(deadline - min(deadline, Clock.now)) / 1e9)
        _ = RunLoop.current.run(mode: .default, before: limit)
        // Back after a source was handled, or at the deadline: check again at once.
        check()
      }
    }
    return (verdict, state)
  }

  private var isPending: Bool {
    if case .pending = verdict { return true }
    return false
  }

  private func check(wakeIfDone: Bool = false) {
    guard case .pending = verdict, !isChecking else { return }
    isChecking = true
    defer { isChecking = false }
    verdict = state.record(evaluating: evaluate)
    // A decision made inside the timer: a main-queue block makes the run loop return.
    if wakeIfDone, !isPending { DispatchQueue.main.async {} }
  }
}

/// Synchronous polling off the main thread, where there is no run loop to turn: it sleeps until
/// the next poll.
enum SleepingPoller {
  static func run<Value>(
    _ state: PollingState<Value>, _ evaluate: @escaping () -> Result<Value?, any Error>
  ) -> (PollingState<Value>.Verdict, PollingState<Value>) {
    var state = state
    let grid = PollGrid(state.plan)
    while true {
      let verdict = state.record(evaluating: evaluate)
      guard case .pending = verdict else { return (verdict, state) }
      guard let wait = grid.untilNextPoll() else { return (state.timedOut(), state) }
      Thread.sleep(forTimeInterval: Double(wait) / 1e9)
    }
  }
}

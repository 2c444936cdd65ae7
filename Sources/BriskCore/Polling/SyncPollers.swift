import Foundation

/// Synchronous polling on the main thread. The run loop turns for the whole wait, so main-queue
/// work and UIKit animations progress; a repeating timer inside it checks every poll interval,
/// and the run loop's return after handling a source (such as a main-queue block) triggers an
/// immediate re-check. One long run of the run loop costs about half the CPU of one run per poll.
struct MainRunLoopPoller<Value> {
  fileprivate let state: PollingState<Value>
  fileprivate let grid: PollGrid
  fileprivate let first: FirstCheck<Value>?
  fileprivate let evaluate: () -> Result<Value?, any Error>

  /// `first` is the first poll, if it was made already.
  init(
    _ state: PollingState<Value>, _ grid: PollGrid, _ first: FirstCheck<Value>?,
    _ evaluate: @escaping () -> Result<Value?, any Error>
  ) {
    self.state = state
    self.grid = grid
    self.first = first
    self.evaluate = evaluate
  }

  /// Polls; called on the main thread only, where the main actor runs.
  func run() -> (PollingState<Value>.Verdict, PollingState<Value>) {
    // The inputs and the result never leave this thread, the main actor's (`assumeIsolated`
    // checks it): the compiler cannot see that the caller, nonisolated, runs there.
    nonisolated(unsafe) let inputs = self
    nonisolated(unsafe) var ended: (PollingState<Value>.Verdict, PollingState<Value>)?
    MainActor.assumeIsolated {
      ended = MainRunLoopPoll(inputs).run()
    }
    return ended!
  }
}

/// One wait of ``MainRunLoopPoller``, isolated to the main actor: its timer fires on the main
/// run loop, so it and the loop share the state below without a lock.
@MainActor
private final class MainRunLoopPoll<Value> {
  private var state: PollingState<Value>
  private let evaluate: () -> Result<Value?, any Error>
  private let deadline: UInt64
  private let grid: PollGrid
  private var verdict: PollingState<Value>.Verdict = .pending
  private var isChecking = false
  private var first: FirstCheck<Value>?
  /// Tells polls from looks by the time a check is made (``EarlyLooks/checkIsPoll(_:)``), and
  /// spaces the ladder of looks.
  private var looks = EarlyLooks()

  init(_ poller: MainRunLoopPoller<Value>) {
    state = poller.state
    evaluate = poller.evaluate
    grid = poller.grid
    deadline = poller.grid.deadline
    first = poller.first
  }

  func run() -> (PollingState<Value>.Verdict, PollingState<Value>) {
    do {
      if let first {
        self.first = nil
        _ = looks.checkIsPoll(grid)
        verdict = state.record(first.outcome, judged: first.status, first.message)
      } else {
        check()
      }
      if isPending, state.looksBetweenPolls {
        // Runs what the run loop already has (main-queue blocks, timers due), then looks again.
        RunLoop.current.run(until: Date())
        check()
        quickLooks()
      }
      var timer: Timer?
      if state.plan.pollInterval < state.plan.timeout, case .pending = verdict {
        // Checks that the timer makes at or after the deadline are left to the final check.
        let repeating = Timer(timeInterval: state.plan.pollInterval.seconds, repeats: true) {
          [unowned self] _ in
          MainActor.assumeIsolated {
            if Clock.now < deadline { check(wakeIfDone: true) }
          }
        }
        RunLoop.current.add(repeating, forMode: .default)
        timer = repeating
      }
      defer { timer?.invalidate() }
      var lookAt: UInt64?
      while case .pending = verdict {
        let now = Clock.now
        guard now < deadline else {
          verdict = state.timedOut()
          break
        }
        if lookAt == nil, state.looksBetweenPolls, let pause = looks.nextPause(grid) {
          lookAt = now + pause
        }
        // A look due while the run loop handled a source is already past: wait for nothing.
        let until = max(now, min(deadline, lookAt ?? deadline))
        _ = RunLoop.current.run(
          mode: .default, before: Date(timeIntervalSinceNow: Double(until - now) / 1e9))
        if let at = lookAt, Clock.now >= at, Clock.now < deadline {
          lookAt = nil
          check(isPoll: false)
        } else {
          // Back after a source was handled, or at the deadline: check again at once. Before the
          // next poll is due, that check is a look.
          check()
        }
      }
    }
    return (verdict, state)
  }

  /// Looks every 2 µs for the first 40 µs (at most half the first interval), yielding the thread
  /// in between, so that a value another thread stores right after the first check is seen
  /// within microseconds: one turn of the run loop costs tens of them, and draining it gives that
  /// thread no time to store, as an async wait's yield does. The ladder of looks goes on after.
  private func quickLooks() {
    let end = min(deadline, grid.start + grid.interval / 2, Clock.now + 40_000)
    var next = Clock.now + 2_000
    while isPending, next < end {
      while Clock.now < next { sched_yield() }
      check(isPoll: false)
      next += 2_000
    }
  }

  private var isPending: Bool {
    if case .pending = verdict { return true }
    return false
  }

  /// Checks unless a decision is made; a check that is not a poll is a look between two
  /// (``EarlyLooks``), left out of the poll count. For the verbs that stop when the matcher
  /// agrees, a check counts as a poll only once the grid's next poll is due: the run loop also
  /// returns early, whenever it has handled a source, and the message counts the grid's polls.
  /// For `toNever` and `toAlways` every such check is a poll, numbered in their messages.
  private func check(wakeIfDone: Bool = false, isPoll: Bool = true) {
    guard case .pending = verdict, !isChecking else { return }
    isChecking = true
    defer { isChecking = false }
    let counted = isPoll && (!state.looksBetweenPolls || looks.checkIsPoll(grid))
    verdict = state.record(evaluating: evaluate)
    if !counted { state.countAsLook() }
    // A decision made inside the timer: a main-queue block makes the run loop return.
    if wakeIfDone, !isPending { DispatchQueue.main.async {} }
  }
}

/// Synchronous polling off the main thread, where there is no run loop to turn: it sleeps until
/// the next poll.
enum SleepingPoller {
  /// `first` is the first poll, if it was made already.
  static func run<Value>(
    _ state: PollingState<Value>, _ grid: PollGrid, _ first: FirstCheck<Value>?,
    _ evaluate: @escaping () -> Result<Value?, any Error>
  ) -> (PollingState<Value>.Verdict, PollingState<Value>) {
    var state = state
    var first = first
    var looks = EarlyLooks()
    while true {
      let isPoll = looks.checkIsPoll(grid)
      let verdict: PollingState<Value>.Verdict
      if let judged = first {
        first = nil
        verdict = state.record(judged.outcome, judged: judged.status, judged.message)
      } else {
        verdict = state.record(evaluating: evaluate)
      }
      if !isPoll { state.countAsLook() }
      guard case .pending = verdict else { return (verdict, state) }
      guard let wait = grid.untilNextPoll() else { return (state.timedOut(), state) }
      let pause = state.looksBetweenPolls ? looks.nextPause(grid) : nil
      Thread.sleep(forTimeInterval: Double(pause ?? wait) / 1e9)
    }
  }
}

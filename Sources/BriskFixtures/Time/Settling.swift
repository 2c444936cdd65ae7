/// How `advance` knows that the work it woke has settled, without yielding and hoping.
///
/// - Main-actor work runs in the order it was enqueued, so a job enqueued on the main actor
///   (a *sentinel*) runs only after every main-actor job enqueued before it: when it runs, a
///   `Task {}` body created on the main actor before the sentinel has reached its first suspension.
/// - A woken sleeper tells the clock when its task runs again, at the end of `sleep`, so `advance`
///   waits for that proven event (with a bound in real time, reported if reached).
/// - A woken task that goes back to sleep on the clock is seen registering again: settled.
/// - Otherwise (it finished, or awaits something that is not this clock) the clock runs sentinels
///   until two in a row pass with nothing touching the clock.
/// - Sentinels order the main actor only: a woken task on the shared pool, or on its way back to
///   the main actor, can stall between the end of its `sleep` and its next one while they pass.
///   So before time moves past an instant, and before an advance returns, the clock waits for each
///   woken task that is not asleep again: until it is, or until nothing has touched the clock for
///   the clock's quiet period of real time.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
extension VirtualClock {
  /// A task an advance woke, and the sleeper it woke from.
  struct WokenTask {
    var task: Int
    var sequence: UInt64
  }

  /// Sentinel rounds in a row that must see no activity on the clock.
  static let quietRounds = 2
  /// Sentinel rounds after which work that keeps touching the clock is reported.
  static let maximumRounds = 10_000
  /// How long in real time a woken sleeper's task may take to run again before it is reported.
  static let reportBound = Duration.seconds(10)

  /// Waits until work already queued, and work `task` started after sleeper `sequence` woke, has
  /// settled. Returns `false` if it kept touching the clock for ``maximumRounds`` rounds.
  func settle(watching task: Int? = nil, after sequence: UInt64 = 0) async -> Bool {
    var last = timeline.withLock { $0.activity }
    var quiet = 0
    for _ in 0..<Self.maximumRounds {
      await Self.mainSentinel()
      let (activity, asleep) = timeline.withLock { state in
        (state.activity, task.map { state.hasSleeper(of: $0, after: sequence) } ?? false)
      }
      if asleep { return true }
      if activity == last {
        quiet += 1
        if quiet >= Self.quietRounds { return true }
      } else {
        quiet = 0
        last = activity
      }
    }
    return false
  }

  /// Waits until each task in `pending` is asleep on the clock again, or nothing has touched the
  /// clock for ``quietPeriod`` of real time; empties `pending`. Returns `false`, reported, if the
  /// clock kept being touched for ``maximumRounds`` quiet periods with a task still pending.
  func confirm(_ pending: inout [WokenTask], call: String, at location: CodeLocation) async
    -> Bool
  {
    defer { pending = [] }
    let clock = ContinuousClock()
    let step = min(quietPeriod, .milliseconds(1))
    var (last, quietSince) = (timeline.withLock { $0.activity }, clock.now)
    var periods = 0
    while true {
      let activity = timeline.withLock { state in
        pending.removeAll { state.hasSleeper(of: $0.task, after: $0.sequence) }
        return state.activity
      }
      if pending.isEmpty { return true }
      if activity != last {
        (last, quietSince) = (activity, clock.now)
        periods += 1
        guard periods < Self.maximumRounds else {
          reportUnsettled(call, at: location)
          return false
        }
      } else if clock.now - quietSince >= quietPeriod {
        return true
      }
      try? await Task.sleep(for: step)
    }
  }

  /// How long in real time an advance that finds nothing asleep waits for a first sleeper: work
  /// off the main actor (an actor, a task group) may not have reached its `sleep` yet.
  static let workBound = Duration.seconds(1)

  /// Whether anything waits on the clock, or starts waiting within ``workBound`` of real time.
  func waitForWork() async -> Bool {
    let watchdog = Task { [timeline] in
      try await Task.sleep(for: Self.workBound)
      timeline.withLock { $0.takeWorkWaiter() }?.resume(returning: false)
    }
    defer { watchdog.cancel() }
    return await withCheckedContinuation { continuation in
      let found = timeline.withLock { state in
        guard state.firstDeadline() == nil else { return true }
        state.workWaiter = continuation
        return false
      }
      if found { continuation.resume(returning: true) }
    }
  }

  /// Runs after every main-actor job enqueued before it.
  static func mainSentinel() async {
    await MainActor.run {}
  }

  /// Waits until the task of woken sleeper `sequence` has run past its `sleep`; `false` if it did
  /// not within ``reportBound`` of real time.
  func waitUntilRunning(_ sequence: UInt64) async -> Bool {
    let watchdog = Task { [timeline] in
      try await Task.sleep(for: Self.reportBound)
      timeline.withLock { $0.takeReportWaiter(for: sequence) }?.resume(returning: false)
    }
    defer { watchdog.cancel() }
    return await withCheckedContinuation { continuation in
      let ran = timeline.withLock { state in
        guard state.unreported.contains(sequence) else { return true }
        state.reportWaiter = (sequence, continuation)
        return false
      }
      if ran { continuation.resume(returning: true) }
    }
  }
}

import Foundation

/// Runs `action`, then waits until it calls `done`, or reports a failure at the timeout.
///
/// `done` may be called from any thread. The run loop keeps turning while it waits, so main-queue
/// work and UIKit animations make progress. A failure raised off the test's task while it waits
/// (in a completion handler on a background queue, say) fails the waiting test: see
/// "Where failures go" in the README.
///
/// ```swift
/// waitUntil(timeout: .seconds(2)) { done in
///   client.fetch { _ in done() }
/// }
/// ```
///
/// ```text
/// waitUntil timed out after 2 s: done() was never called
/// done() was called 2 times; call it once
/// done() was called after waitUntil timed out after 2 s; the call was ignored
/// waitUntil was cancelled before done() was called
/// waitUntil timed out after 2 s: done() was called too late
/// it came after the deadline, while the action still kept the thread busy
/// ```
///
/// How late `done()` came is measured, so it is not part of the message: the report gives it on a
/// line of its own, ``RecordedFailure/measured`` (<doc:WhereFailuresGo>).
///
/// A test that the test framework cancels, or whose time limit ends the wait, records nothing:
/// the test framework reports it. A wait that the test's own code cancels fails, as above.
///
/// The timeout counts from the start, the action's own run included, so an action that blocks
/// the thread past it and then calls `done` fails, as in Nimble.
/// - Parameters:
///   - timeout: How long to wait; ``PollingDefaults/current`` when `nil`.
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - action: Starts the work and calls `done` when it has finished.
@available(*, noasync, message: "In async code, write `await waitUntil { done in … }`")
public func waitUntil(
  timeout: PollingDuration? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  action: (@escaping @Sendable () -> Void) -> Void
) {
  let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  Platform.prepareForReporting()
  if let problem = VirtualTimePolling.realTimeProblem(
    "waitUntil", asyncForm: "await waitUntil { done in … }")
  {
    return fail(problem.message, at: location)
  }
  if Platform.isInSwiftTestingTest, !Platform.isMainThread {
    return fail(
      Polling.syncInSwiftTesting("waitUntil", "await waitUntil { done in … }"), at: location)
  }
  guard let wait = DoneSignal.start(timeout, location) else { return }
  WaitScope.run("waitUntil", at: location) {
    wait.beginClaims()
    let onMainThread = Platform.isMainThread
    let semaphore = DispatchSemaphore(value: 0)
    wait.onDone = {
      // Wakes the waiting thread: the main run loop returns after running a main-queue block.
      if onMainThread { DispatchQueue.main.async {} } else { semaphore.signal() }
    }
    action(wait.done)
    wait.actionReturned()
    let deadline = wait.deadline
    while !wait.isDone, Clock.now < deadline {
      if onMainThread {
        SyncWait.until(deadline)
      } else {
        let left = Int(deadline - min(deadline, Clock.now))
        _ = semaphore.wait(timeout: .now() + .nanoseconds(left))
      }
    }
    wait.finish()
  }
}

/// Runs `action`, then waits until it calls `done`, or reports a failure at the timeout.
///
/// The action runs on the caller's actor; `done` may be called from any thread or task. The
/// caller's actor is free while Brisk waits, so work it schedules can run.
///
/// A failure raised off the test's task while it waits is recorded on the waiting test when the
/// wait ends, in a Swift Testing test too:
///
/// ```swift
/// @Test func refreshReportsTheCount() async {
///   await waitUntil(timeout: .seconds(2)) { done in
///     subject.refresh { count in  // called on DispatchQueue.global()
///       expect(count) == 4
///       done()
///     }
///   }
/// }
/// ```
///
/// ```text
/// ✘ Test refreshReportsTheCount() recorded an issue at RefreshTests.swift:4:13: Expectation failed: brisk(failure → expected to equal <4>, got <3>)
/// ↳ expected to equal <4>, got <3>
///   source: expect(count) == 4
/// ```
/// - Parameters:
///   - timeout: How long to wait; ``PollingDefaults/current`` when `nil`.
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - isolation: The caller's actor; `action` runs on it.
///   - action: Starts the work and calls `done` when it has finished.
public func waitUntil(
  timeout: PollingDuration? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation,
  action: (@escaping @Sendable () -> Void) -> Void
) async {
  let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  Platform.prepareForReporting()
  if let clock = VirtualTimePolling.clock {
    return await VirtualTimePolling.waitUntil(
      on: clock, timeout: timeout, at: location, isolation: isolation, action)
  }
  guard let wait = DoneSignal.start(timeout, location) else { return }
  await WaitScope.run("waitUntil", at: location) {
    wait.beginClaims()
    await wait.run(action, isolation: isolation)
  }
}

/// The shared state of one `waitUntil`: how often `done` was called, and whether time is up.
final class DoneSignal: Sendable {
  let timeout: PollingDuration
  let location: CodeLocation
  /// When time is up: the timeout counts from the start, the action's own run included.
  let deadline: UInt64
  private let started: UInt64
  /// Lines added to a timeout report: a timeout scale that was applied or ignored.
  private let notes: [String]
  private let state = Locked(State())
  /// This wait in ``CallbackClaims``, once it has begun.
  private let region = Locked<CallbackClaims.Region?>(nil)
  /// Who cancelled the waiting task, if it was cancelled.
  private let witness = CancellationWitness()

  private struct State {
    var calls = 0
    var expired = false
    var cancelled = false
    var finished = false
    /// Whether the action has returned; until then it holds the waiting thread.
    var actionReturned = false
    /// Nanoseconds from the start to a first `done` that the action itself made after the
    /// deadline, while it still held the thread.
    var lateBy: UInt64?
    var onDone: (@Sendable () -> Void)?
  }

  private init(_ timeout: PollingDuration, _ location: CodeLocation, _ notes: [String]) {
    self.timeout = timeout
    self.location = location
    self.notes = notes
    self.started = Clock.now
    self.deadline = started + timeout.nanoseconds
  }

  /// A signal for a valid timeout, or `nil` after reporting why there is none.
  static func start(
    _ timeout: PollingDuration?, _ location: CodeLocation,
    scale: (factor: Double, problem: String?) = TimeoutScale.current
  ) -> DoneSignal? {
    if let problem = NestedPolling.problem("waitUntil") {
      fail(problem.message, at: location)
      return nil
    }
    let timeout = timeout ?? PollingDefaults.current.timeout
    if let problem = invalid(timeout, "timeout", "waitUntil") {
      fail(problem.message, at: location)
      return nil
    }
    var notes: [String] = []
    if let problem = scale.problem { notes.append(problem) }
    if scale.factor != 1 {
      notes.append(
        "timeout \(timeout) scaled by BRISK_TIMEOUT_SCALE=\(TimeoutScale.text(scale.factor))")
    }
    return DoneSignal(.seconds(timeout.seconds * scale.factor), location, notes)
  }

  /// Called once `done` is first called, or when time is up; at most once.
  var onDone: (@Sendable () -> Void)? {
    get { state.withLock { $0.onDone } }
    set {
      let fireNow = state.withLock { state -> Bool in
        state.onDone = newValue
        return state.calls > 0 || state.expired
      }
      if fireNow { wake() }
    }
  }

  var isDone: Bool {
    state.withLock { $0.calls > 0 }
  }

  /// The callback handed to the action.
  var done: @Sendable () -> Void {
    { [self] in
      let now = Clock.now
      let (calls, finished) = state.withLock { state -> (Int, Bool) in
        state.calls += 1
        // The action itself calling done after the deadline held the thread all along, so the
        // timer could not fire: that is still a timeout.
        if state.calls == 1, now > deadline, !state.actionReturned, !state.expired,
          !state.finished
        {
          state.lateBy = now - started
        }
        return (state.calls, state.finished || state.expired)
      }
      if calls == 1, finished {
        fail(
          "done() was called after waitUntil timed out after \(timeout); the call was ignored",
          at: location)
      } else if calls > 1 {
        fail("done() was called \(calls) times; call it once", at: location)
      }
      if calls == 1, !finished {
        claimFailures()
        wake()
      }
    }
  }

  /// Starts holding the failures raised on other threads inside the action's closure, for this
  /// wait's `done()` to claim; call it inside the wait's ``WaitScope``.
  func beginClaims() {
    guard let scope = WaitScope.innermost else { return }
    let region = CallbackClaims.Region(scope: scope, location: location)
    self.region.withLock { $0 = region }
    CallbackClaims.shared.begin(region)
  }

  /// Takes the failures raised where `done()` is called, before it, for the waiting test.
  private func claimFailures() {
    guard let region = region.current else { return }
    for failure in CallbackClaims.shared.claim(for: region, from: .current)
    where !region.scope.hold(failure) {
      _ = FailureRouting.deliverUnattributed(
        failure, waits: WaitScope.summaries, throwing: false, onAnyTask: true)
    }
  }

  /// Stops holding failures for `done()`; those it never claimed go where unattributed ones go.
  private func endClaims() {
    guard let region = region.current else { return }
    for orphan in CallbackClaims.shared.end(region) {
      _ = FailureRouting.deliverUnattributed(
        orphan.failure, waits: orphan.waits, throwing: false, onAnyTask: true)
    }
  }

  /// Runs `action` on the caller's actor, then waits, without holding the actor, until it calls
  /// `done` or time is up.
  func run(
    _ action: (@escaping @Sendable () -> Void) -> Void,
    isolation: isolated (any Actor)?
  ) async {
    action(done)
    actionReturned()
    let nanoseconds = deadline - min(deadline, Clock.now)
    let waiting = CancellationWitness.currentTask
    let timer = Task {
      do {
        try await Task.sleep(nanoseconds: nanoseconds)
        expire()
      } catch {
        // Cancelled because done() came first.
      }
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        onDone = { continuation.resume() }
      }
    } onCancel: {
      witness.noteCanceller(ifNot: waiting)
      expire(cancelled: true)
    }
    timer.cancel()
    finish()
  }

  /// The action has returned: a late `done` from now on is not the action's own.
  func actionReturned() {
    state.withLock { $0.actionReturned = true }
  }

  /// Time is up, or the waiting task was cancelled.
  func expire(cancelled: Bool = false) {
    let first = state.withLock { state -> Bool in
      defer { state.expired = true }
      if !state.expired, cancelled { state.cancelled = true }
      return !state.expired
    }
    if first { wake() }
  }

  /// Reports a timeout if `done` was never called, and ignores calls from now on.
  func finish() {
    endClaims()
    let (calls, cancelled, lateBy) = state.withLock { state -> (Int, Bool, UInt64?) in
      state.finished = true
      return (state.calls, state.cancelled, state.lateBy)
    }
    if let lateBy {
      let elapsed = PollingDuration.milliseconds(Double(lateBy / 1_000_000))
      let lines =
        [
          "waitUntil timed out after \(timeout): done() was called too late",
          "it came after the deadline, while the action still kept the thread busy",
        ] + notes
      FailureRouting.route(
        RecordedFailure(
          message: lines.joined(separator: "\n"), location: location,
          measured: "done() was called \(elapsed) after waitUntil started"))
    } else if calls == 0, cancelled {
      // The test framework reports its own cancellation of the test, once.
      guard !witness.cancelledByTestFramework else { return }
      fail("waitUntil was cancelled before done() was called", at: location)
    } else if calls == 0 {
      let lines = ["waitUntil timed out after \(timeout): done() was never called"] + notes
      fail(lines.joined(separator: "\n"), at: location)
    }
  }

  private func wake() {
    let callback = state.withLock { state -> (@Sendable () -> Void)? in
      defer { state.onDone = nil }
      return state.onDone
    }
    callback?()
  }
}

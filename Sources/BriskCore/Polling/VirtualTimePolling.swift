/// A clock that async polling advances instead of sleeping, so a 5 s timeout costs no real time.
/// BriskFixtures' `VirtualClock` conforms; BriskCore knows only this protocol.
package protocol PollingClock: AnyObject, Sendable {
  /// Moves the clock forward by one poll interval and returns once what it woke has settled.
  /// - Parameters:
  ///   - nanoseconds: How far to move.
  ///   - name: The polling call, for a failure (`toEventually`).
  ///   - location: Where the polling expectation was written.
  func advanceForPolling(nanoseconds: UInt64, name: String, at location: CodeLocation) async

  /// The line a virtual-time timeout adds: `the VirtualClock reached 5 s; still asleep: …`.
  var pollingTimeoutNote: String { get }
}

/// Async polling on a ``PollingClock``: the clock a virtual-time scope set for the current task.
package enum VirtualTimePolling {
  /// The clock of the innermost virtual-time scope, if any.
  @TaskLocal package static var clock: (any PollingClock)?

  /// Why synchronous polling, which waits in real time, is refused in a virtual-time scope.
  static func realTimeProblem(_ name: String, asyncForm: String? = nil) -> PollingProblem? {
    guard clock != nil else { return nil }
    return PollingProblem(
      "\(name) cannot wait in real time inside a virtual-time scope: nothing would advance the"
        + " VirtualClock while it waits. Make the test async and write"
        + " `\(asyncForm ?? "await expect(…).\(name)(…)")`, which advances the clock instead.")
  }

  /// `waitUntil` on `clock`: runs `action`, then advances the clock by the default poll interval
  /// until `done` is called or the timeout has passed in virtual time.
  static func waitUntil(
    on clock: any PollingClock, timeout: PollingDuration?, at location: CodeLocation,
    isolation: isolated (any Actor)? = #isolation,
    _ action: (@escaping @Sendable () -> Void) -> Void
  ) async {
    if let problem = NestedPolling.problem("waitUntil") {
      return fail(problem.message, at: location)
    }
    let timeout = timeout ?? PollingDefaults.current.timeout
    if let problem = invalid(timeout, "timeout", "waitUntil") {
      return fail(problem.message, at: location)
    }
    // Calls of `done`, and whether the wait has ended.
    let calls = Locked((count: 0, ended: false))
    let interval = max(1, PollingDefaults.current.pollInterval.nanoseconds)
    await WaitScope.run("waitUntil", at: location) {
      action {
        let late = calls.withLock { state in
          state.count += 1
          return state.ended
        }
        if late {
          fail(
            "done() was called after waitUntil timed out after \(timeout); the call was ignored",
            at: location)
        }
      }
      var elapsed: UInt64 = 0
      while calls.current.count == 0, elapsed < timeout.nanoseconds, !Task.isCancelled {
        let step = min(interval, timeout.nanoseconds - elapsed)
        await clock.advanceForPolling(nanoseconds: step, name: "waitUntil", at: location)
        elapsed += step
      }
    }
    let count = calls.withLock { state in
      state.ended = true
      return state.count
    }
    if count == 0 {
      fail(
        "waitUntil timed out after \(timeout): done() was never called\n"
          + clock.pollingTimeoutNote, at: location)
    } else if count > 1 {
      fail("done() was called \(count) times; call it once", at: location)
    }
  }

  /// Polls on `clock`: check, advance one poll interval, check again, until the verdict or the
  /// timeout in virtual time.
  static func poll<Expression: PollableExpression>(
    _ clock: any PollingClock,
    _ verb: ExpectationVerb,
    _ matcher: Matcher<Expression.Value>,
    _ plan: PollingPlan,
    _ description: String?,
    _ expression: Expression,
    _ name: String,
    _ reports: Bool,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Polling.Result<Expression.Value> {
    let location = expression.location
    var state = PollingState(matcher, verb, plan, description)
    state.location = location
    let timeout = plan.timeout.nanoseconds
    let interval = max(1, plan.pollInterval.nanoseconds)
    var elapsed: UInt64 = 0
    return await WaitScope.run(name, at: location) {
      while true {
        let verdict = await state.recordLook(at: expression)
        if let result = Polling.finish(verdict, state, location, reports) { return result }
        guard elapsed < timeout else {
          var ending = state.timedOut()
          if case .failed(let message, let measured) = ending {
            ending = .failed(message + "\n" + clock.pollingTimeoutNote, measured: measured)
          }
          return Polling.finish(ending, state, location, reports)!
        }
        if Task.isCancelled { return Polling.finish(state.cancelled(), state, location, reports)! }
        let step = min(interval, timeout - elapsed)
        await clock.advanceForPolling(nanoseconds: step, name: name, at: location)
        elapsed += step
      }
    }
  }
}

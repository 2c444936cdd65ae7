import Foundation

/// The two polling loops: synchronous (spinning the run loop or sleeping) and asynchronous
/// (sleeping on the caller's actor, ``PollSleeper``). Both check at once, so a value that is
/// already right costs no wait.
package enum Polling {
  /// How one polling call ended.
  package struct Result<Value> {
    package var passed: Bool
    package var value: Value?
    package var failure: RecordedFailure?
    /// The test framework cancelled the test, and reports that itself: nothing was recorded
    /// (``CancellationWitness``).
    package var cancelledByTestFramework = false
  }

  /// Polls synchronously. A failure is reported unless `reports` is `false`, when the caller
  /// reports the returned failure itself (a requirement, which throws for it). Failures raised
  /// off every test's task while it polls are the waiting test's (``WaitScope``).
  package static func runSync<Value>(
    _ verb: ExpectationVerb,
    _ matcher: Matcher<Value>,
    timeout: PollingDuration?,
    pollInterval: PollingDuration?,
    description: String?,
    location: CodeLocation,
    api: PollingAPI? = nil,
    reports: Bool = true,
    evaluate: @escaping () -> Swift.Result<Value?, any Error>
  ) -> Result<Value> {
    let name = api?.name ?? verb.pollingName
    if let problem = NestedPolling.problem(name) { return refuse(location, problem, reports) }
    if let problem = VirtualTimePolling.realTimeProblem(name) {
      return refuse(location, problem, reports)
    }
    if TestFrameworks.isInSwiftTestingTest, !TestFrameworks.isMainThread {
      let message =
        api.map { syncInSwiftTesting($0.name, $0.asyncForm) } ?? syncInSwiftTesting(verb)
      return refuse(location, PollingProblem(message), reports)
    }
    let plan: PollingPlan
    switch start(verb, name, timeout, pollInterval) {
    case .success(let made): plan = made
    case .failure(let problem): return refuse(location, problem, reports)
    }
    let grid = PollGrid(plan)
    // A value that is already right costs one check: the wait is set up only after a miss.
    let first = FirstCheck(verb, matcher, location) { evaluate() }
    if let first, first.agrees { return Result(passed: true, value: first.value) }
    var state = PollingState(matcher, verb, plan, description)
    state.location = location
    // Escaping: a matcher written the Nimble way may keep the expression for its message.
    let verdict = WaitScope.run(name, at: location) {
      TestFrameworks.isMainThread
        ? MainRunLoopPoller(state, grid, first, evaluate).run()
        : SleepingPoller.run(state, grid, first, evaluate)
    }
    return finish(verdict.0, verdict.1, location, reports)!
  }

  /// Polls on the caller's actor, sleeping between checks (``PollSleeper``); `reports` as in
  /// ``runSync``.
  package static func runAsync<Expression: PollableExpression>(
    _ verb: ExpectationVerb,
    _ matcher: Matcher<Expression.Value>,
    timeout: PollingDuration?,
    pollInterval: PollingDuration?,
    description: String?,
    expression: Expression,
    api: PollingAPI? = nil,
    reports: Bool = true,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Result<Expression.Value> {
    let location = expression.location
    let plan: PollingPlan
    switch start(verb, api?.name ?? verb.pollingName, timeout, pollInterval) {
    case .success(let made): plan = made
    case .failure(let problem): return refuse(location, problem, reports)
    }
    if let clock = VirtualTimePolling.clock {
      return await VirtualTimePolling.poll(
        clock, verb, matcher, plan, description, expression, api?.name ?? verb.pollingName,
        reports, isolation: isolation)
    }
    let grid = PollGrid(plan)
    // A value that is already right costs one check: the wait is set up only after a miss.
    let first = FirstCheck(verb, matcher, location) { expression.outcomeIfSynchronous() }
    if let first, first.agrees { return Result(passed: true, value: first.value) }
    return await WaitScope.run(api?.name ?? verb.pollingName, at: location) {
      await poll(
        verb, matcher, plan, grid, first, description, expression, reports, isolation: isolation)
    }
  }

  private static func poll<Expression: PollableExpression>(
    _ verb: ExpectationVerb,
    _ matcher: Matcher<Expression.Value>,
    _ plan: PollingPlan,
    _ grid: PollGrid,
    _ first: FirstCheck<Expression.Value>?,
    _ description: String?,
    _ expression: Expression,
    _ reports: Bool,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Result<Expression.Value> {
    let location = expression.location
    var first = first
    var state = PollingState(matcher, verb, plan, description)
    state.location = location
    var looks = EarlyLooks()
    // Made at the first sleep; on the main actor its timers fire on the main queue.
    var madeSleeper: PollSleeper?
    defer { madeSleeper?.stop() }
    func sleeper() -> PollSleeper {
      if let madeSleeper { return madeSleeper }
      let made = PollSleeper(timers: isolation === MainActor.shared ? .main : PollSleeper.timers)
      madeSleeper = made
      return made
    }
    // After the first miss, a synchronous expression is evaluated with its `@Observable` reads
    // tracked, so a change wakes the wait (ObservationWake); the first check pays nothing for it.
    var tracked:
      (wake: ObservationWake, evaluate: () -> Swift.Result<Expression.Value?, any Error>)?
    var wakeLooks = WakeLooks()
    // The look after a wake reads without arming the tracking: it usually passes, and arming
    // costs more than the read. A miss arms it at once, with the next look.
    var lookUnarmed = false
    while true {
      let isPoll = looks.checkIsPoll(grid)
      // Called with the caller's actor as its isolated parameter, so the expression runs on it.
      let verdict: PollingState<Expression.Value>.Verdict
      if let judged = first {
        first = nil
        verdict = state.record(judged.outcome, judged: judged.status, judged.message)
      } else if let tracked, lookUnarmed {
        // Tracking is set up only where no outcome is judged again (`looksBetweenPolls`).
        verdict = state.record(evaluating: tracked.evaluate)
      } else if let tracked {
        verdict = tracked.wake.track { state.record(evaluating: tracked.evaluate) }
      } else {
        verdict = await state.recordLook(at: expression)
      }
      if !isPoll { state.countAsLook() }
      if let result = finish(verdict, state, location, reports) { return result }
      guard let wait = grid.untilNextPoll() else {
        return finish(state.timedOut(), state, location, reports)!
      }
      if lookUnarmed {
        lookUnarmed = false
        continue
      }
      var pause: UInt64?
      if state.looksBetweenPolls {
        if tracked == nil, ObservationWake.isAvailable,
          let evaluate = expression.synchronousOutcome
        {
          tracked = (ObservationWake(sleeper()), evaluate)
        }
        if tracked?.wake.checkArmed == true {
          // A change made between the read and the tracking's installation fired nothing.
          continue
        }
        if isPoll, state.polls == 1 {
          // Lets work already queued on the caller's actor run, then looks again at once. Only
          // after the first poll: later, such work has run during the sleep, and on the main
          // actor each yield is one more turn of the run loop.
          await Task.yield()
          continue
        }
        pause = wakeLooks.next(within: wait) ?? looks.nextPause(grid)
      }
      let ending: PollSleeper.Ending
      if let pause, pause < wait {
        ending = await sleeper().sleep(nanoseconds: pause)
      } else {
        ending = await sleeper().sleepUntilNextPoll(grid)
      }
      switch ending {
      case .elapsed: break
      case .changed:
        wakeLooks.woke()
        lookUnarmed = true
        // `onChange` ran in `willSet`: the thread that made the change stores the value next,
        // and this wake has often just taken its core. Giving the core back first makes the
        // look read the new value (measured: 65% of looks read the old one without it).
        sched_yield()
      case .cancelled:
        if sleeper().witness.cancelledByTestFramework {
          return Result(passed: false, value: state.lastValue, cancelledByTestFramework: true)
        }
        return finish(state.cancelled(), state, location, reports)!
      }
    }
  }

  /// Checks for nested polling and resolves the timing.
  private static func start(
    _ verb: ExpectationVerb, _ name: String, _ timeout: PollingDuration?,
    _ pollInterval: PollingDuration?
  ) -> Swift.Result<PollingPlan, PollingProblem> {
    if let problem = NestedPolling.problem(name) { return .failure(problem) }
    return PollingPlan.make(verb, timeout: timeout, pollInterval: pollInterval, name: name)
  }

  static func finish<Value>(
    _ verdict: PollingState<Value>.Verdict, _ state: PollingState<Value>,
    _ location: CodeLocation, _ reports: Bool
  ) -> Result<Value>? {
    switch verdict {
    case .pending:
      return nil
    case .passed:
      return Result(passed: true, value: state.lastValue)
    case .failed(let message, let measured):
      let failure = RecordedFailure(message: message, location: location, measured: measured)
      if reports { FailureRouting.route(failure) }
      return Result(passed: false, value: state.lastValue, failure: failure)
    }
  }

  private static func refuse<Value>(
    _ location: CodeLocation, _ problem: PollingProblem, _ reports: Bool
  ) -> Result<Value> {
    let failure = RecordedFailure(message: problem.message, location: location)
    if reports { FailureRouting.route(failure) }
    return Result(passed: false, failure: failure)
  }

  static func syncInSwiftTesting(_ verb: ExpectationVerb) -> String {
    syncInSwiftTesting(verb.pollingName, "await expect(…).\(verb.pollingName)(…)")
  }

  static func syncInSwiftTesting(_ name: String, _ replacement: String) -> String {
    "\(name) cannot wait synchronously in a Swift Testing test that runs off the main "
      + "thread: the run loop there never drains the main queue, so it would only time out. Make "
      + "the test async and write `\(replacement)`."
  }
}

/// The call a user wrote, when it is not `expect(…).<verb>(…)`: named in the messages that
/// refuse to poll, such as `pollUnwrap needs a positive timeout, got -1 s`.
package struct PollingAPI {
  /// The function's name, for example `pollUnwrap`.
  var name: String
  /// How to write the call in async code, for example `try await pollUnwrap(…)`.
  var asyncForm: String

  package init(name: String, asyncForm: String) {
    self.name = name
    self.asyncForm = asyncForm
  }
}

/// The first check of `toEventually` and `toEventuallyNot`, made before the wait is set up (its
/// scope, its state, its timers), so a value that is already right costs no more than a check:
/// for a synchronous expression and a matcher that judges each outcome, not one written the
/// Nimble way (which decides itself when to evaluate the expression) or one that judges its
/// first outcome again on every poll. A miss is the wait's first poll.
struct FirstCheck<Value> {
  let outcome: Swift.Result<Value?, any Error>
  let status: MatcherStatus
  let message: () -> ExpectationMessage
  let agrees: Bool

  /// Checks once, inside a nested-polling guard; `nil` when this check does not apply.
  init?(
    _ verb: ExpectationVerb, _ matcher: Matcher<Value>, _ location: CodeLocation,
    _ evaluate: () -> Swift.Result<Value?, any Error>?
  ) {
    guard verb.stopsOnAgreement, !matcher.judgesFirstPollAgain,
      case .value = matcher.body
    else { return nil }
    var outcome: Swift.Result<Value?, any Error>?
    var judged: (status: MatcherStatus, message: () -> ExpectationMessage)?
    NestedPolling.guarding {
      outcome = evaluate()
      if let outcome { judged = matcher.evaluate(outcome, at: location) }
    }
    guard let outcome, let judged else { return nil }
    self.outcome = outcome
    (status, message) = judged
    agrees = status.passes(negated: verb.isNegated)
  }

  /// The value the check saw, if it saw one.
  var value: Value? {
    if case .success(let value) = outcome { return value }
    return nil
  }
}

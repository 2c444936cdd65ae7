/// What polling has seen so far, and what to report when it ends.
struct PollingState<Value> {
  let matcher: Matcher<Value>
  let verb: ExpectationVerb
  let plan: PollingPlan
  let description: String?
  /// Where the expectation was written, for matchers that read the expression's location.
  var location = CodeLocation.unknown
  private(set) var polls = 0
  private(set) var lastValue: Value?
  private var lastError: (any Error)?
  private var lastPollThrew = false
  private var lastMessage: (() -> ExpectationMessage)?

  init(
    _ matcher: Matcher<Value>, _ verb: ExpectationVerb, _ plan: PollingPlan, _ description: String?
  ) {
    self.matcher = matcher
    self.verb = verb
    self.plan = plan
    self.description = description
  }

  enum Verdict {
    /// Keep polling.
    case pending
    /// The expectation passed.
    case passed
    /// The expectation failed; here is the message, and what was measured (``RecordedFailure/measured``).
    case failed(String, measured: String?)
  }

  /// Judges one poll. A matcher on the general path reads the expression itself, so the
  /// expression runs only if it asks; `postNotifications` runs it on the first poll alone, as in
  /// Nimble. Other matchers get the outcome. The matcher runs inside a nested-polling guard.
  mutating func record(evaluating evaluate: @escaping () -> Result<Value?, any Error>) -> Verdict {
    if let earlier = outcomeToJudgeAgain { return record(earlier) }
    guard case .expression = matcher.body else {
      return record(NestedPolling.guarding(evaluate))
    }
    var evaluated: Result<Value?, any Error>?
    var judged = false
    let previous = lastOutcome
    let expression = Expression<Value>(
      expression: {
        // Once the matcher has judged, a failure message that describes the expression gets
        // the latest outcome instead of running the user's code again.
        if judged { return try (evaluated ?? previous ?? .success(nil)).get() }
        let outcome = evaluate()
        evaluated = outcome
        return try outcome.get()
      }, location: location)
    let (status, message) = NestedPolling.guarding { matcher.evaluate(expression) }
    judged = true
    return judge(evaluated, status, message)
  }

  /// The outcome of the latest poll that evaluated the expression; `nil` before any.
  private var lastOutcome: Result<Value?, any Error>? {
    guard polls > 0 else { return nil }
    if lastPollThrew, let lastError { return .failure(lastError) }
    return .success(lastValue)
  }

  /// The first poll's outcome, for a matcher that evaluates the expression once; `nil` until
  /// then, and for every other matcher.
  var outcomeToJudgeAgain: Result<Value?, any Error>? {
    guard matcher.judgesFirstPollAgain else { return nil }
    return lastOutcome
  }

  /// Records a poll whose outcome the matcher has already judged (``FirstCheck``).
  mutating func record(
    _ outcome: Result<Value?, any Error>, judged status: MatcherStatus,
    _ message: @escaping () -> ExpectationMessage
  ) -> Verdict {
    judge(outcome, status, message)
  }

  /// Judges one poll's outcome. The matcher runs inside a nested-polling guard.
  mutating func record(_ outcome: Result<Value?, any Error>) -> Verdict {
    let (status, message) = NestedPolling.guarding { matcher.evaluate(outcome, at: location) }
    return judge(outcome, status, message)
  }

  /// Judges one look of async polling at `expression`: the first poll's outcome again for a
  /// matcher that asks for it; a synchronous expression read as the matcher decides
  /// (``record(evaluating:)``); otherwise the outcome awaited on the caller's actor, inside a
  /// nested-polling guard.
  mutating func recordLook<Expression: PollableExpression<Value>>(
    at expression: Expression, isolation: isolated (any Actor)? = #isolation
  ) async -> Verdict {
    if let earlier = outcomeToJudgeAgain { return record(earlier) }
    if case .expression = matcher.body, let evaluate = expression.synchronousOutcome {
      // A matcher written the Nimble way decides whether a synchronous expression runs.
      return record(evaluating: evaluate)
    }
    let outcome = await NestedPolling.$active.withValue(true) {
      await expression.outcome(isolation: isolation)
    }
    return record(outcome)
  }

  private mutating func judge(
    _ outcome: Result<Value?, any Error>?, _ status: MatcherStatus,
    _ message: @escaping () -> ExpectationMessage
  ) -> Verdict {
    polls += 1
    switch outcome {
    case .success(let value)?:
      lastValue = value
      lastPollThrew = false
    case .failure(let error)?:
      lastError = error
      lastPollThrew = true
    case nil:
      // The matcher did not run the expression this time: an earlier error is no longer news.
      lastPollThrew = false
    }
    lastMessage = message
    let agrees = status.passes(negated: verb.isNegated)
    switch (verb.stopsOnAgreement, agrees) {
    case (true, true): return .passed
    case (true, false): return .pending
    case (false, true): return .pending
    case (false, false):
      let event =
        status == .fail
        ? "could not be checked" : verb == .toNever ? "matched" : "stopped matching"
      return .failed(render(["\(event) while polling"]), measured: "on poll \(polls)")
    }
  }

  /// Whether looks between polls (``EarlyLooks``) can end the wait early: only for the verbs
  /// that stop as soon as the matcher agrees, and not for a matcher that judges its first
  /// outcome again on every poll.
  var looksBetweenPolls: Bool {
    verb.stopsOnAgreement && outcomeToJudgeAgain == nil
  }

  /// Takes the latest judgement out of the poll count: it was a look between two polls.
  mutating func countAsLook() {
    polls -= 1
  }

  /// The verdict when the time is up.
  func timedOut() -> Verdict {
    guard verb.stopsOnAgreement else { return .passed }
    var lines = ["timed out after \(plan.timeout), polling every \(plan.pollInterval)"]
    if let lastError, !lastPollThrew {
      lines.append("last error thrown: <\(stringify(error: lastError))>")
    }
    return .failed(render(lines), measured: pollCount)
  }

  /// The verdict when the test's own code cancelled the polling task.
  func cancelled() -> Verdict {
    .failed(
      render(["the polling task was cancelled before \(plan.timeout) had passed"]),
      measured: pollCount)
  }

  /// How many polls were made, which depends on the machine's speed and load.
  private var pollCount: String {
    "\(polls) poll\(polls == 1 ? "" : "s")"
  }

  private func render(_ lines: [String]) -> String {
    _boundedFailureMessage {
      var message = lastMessage?() ?? ExpectationMessage(expectation: matcher.expectationPhrase)
      message.details += lines + plan.notes
      return message.rendered(verb, description: description)
    }
  }
}

/// Marks the evaluation of a polled expression, so polling started inside it is refused.
enum NestedPolling {
  @TaskLocal static var active = false

  /// Runs `body` marked as a polling evaluation.
  static func guarding<Result>(_ body: () throws -> Result) rethrows -> Result {
    try $active.withValue(true, operation: body)
  }

  /// Runs async `body` marked as a polling evaluation.
  static func guarding<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await $active.withValue(true, operation: body)
  }

  static func problem(_ name: String) -> PollingProblem? {
    guard active else { return nil }
    return PollingProblem(
      "\(name) was called while another polling expectation was evaluating its "
        + "expression or matcher; nested polling multiplies timeouts and never settles. "
        + "Poll once, on the outer value.")
  }
}

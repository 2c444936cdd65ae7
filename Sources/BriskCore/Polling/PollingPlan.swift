/// The timing of one polling expectation, checked before any polling starts.
struct PollingPlan {
  var timeout: PollingDuration
  var pollInterval: PollingDuration
  /// Lines to add to a failure message: a clamped interval, a timeout scale that was ignored.
  var notes: [String] = []

  /// Resolves explicit values against the defaults and the timeout scale.
  /// - Returns: The plan, or the message explaining why these values cannot be polled with.
  static func make(
    _ verb: ExpectationVerb,
    timeout: PollingDuration?,
    pollInterval: PollingDuration?,
    scale: (factor: Double, problem: String?) = TimeoutScale.current,
    name: String? = nil
  ) -> Result<PollingPlan, PollingProblem> {
    let defaults = PollingDefaults.current
    let timeout = timeout ?? defaults.timeout
    let pollInterval = pollInterval ?? defaults.pollInterval
    let name = name ?? verb.pollingName
    if let problem = invalid(timeout, "timeout", name)
      ?? invalid(pollInterval, "poll interval", name)
    {
      return .failure(problem)
    }
    var plan = PollingPlan(
      timeout: .seconds(timeout.seconds * scale.factor), pollInterval: pollInterval)
    if let problem = scale.problem { plan.notes.append(problem) }
    if scale.factor != 1 {
      plan.notes.append(
        "timeout \(timeout) scaled by BRISK_TIMEOUT_SCALE=\(TimeoutScale.text(scale.factor))")
    }
    if pollInterval > plan.timeout {
      plan.notes.append(
        "poll interval \(pollInterval) is longer than the timeout; clamped to \(plan.timeout)")
      plan.pollInterval = plan.timeout
    }
    return .success(plan)
  }
}

/// Why `duration` cannot be a timeout or interval, or `nil` if it can.
func invalid(_ duration: PollingDuration, _ role: String, _ name: String) -> PollingProblem? {
  guard duration.seconds.isFinite else {
    return PollingProblem("\(name) needs a finite \(role), got \(duration)")
  }
  guard duration.seconds > 0 else {
    return PollingProblem("\(name) needs a positive \(role), got \(duration)")
  }
  return nil
}

/// A reason polling could not start or had to stop.
struct PollingProblem: Error {
  var message: String

  init(_ message: String) {
    self.message = message
  }
}

extension ExpectationVerb {
  /// The API name, for messages about the call itself: `toEventually`, `toNever`…
  var pollingName: String {
    switch self {
    case .to, .toNot: "to"
    case .toEventually: "toEventually"
    case .toEventuallyNot: "toEventuallyNot"
    case .toNever: "toNever"
    case .toAlways: "toAlways"
    }
  }

  /// Whether polling stops as soon as the matcher agrees (`toEventually`) rather than when it
  /// disagrees (`toNever`, `toAlways`).
  var stopsOnAgreement: Bool {
    self == .toEventually || self == .toEventuallyNot
  }
}

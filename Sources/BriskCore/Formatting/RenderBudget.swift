import Foundation

/// The limits and the deadline one failure message is rendered under.
///
/// The first call that renders a value starts a budget from ``FailureMessageLimit/current``; calls
/// made inside it, for the other values and the diff of the same message, share its deadline.
struct RenderBudget: Sendable {
  let limit: FailureMessageLimit
  /// When rendering stops, in `DispatchTime` nanoseconds.
  let deadline: UInt64

  init(limit: FailureMessageLimit) {
    self.limit = limit
    let now = DispatchTime.now().uptimeNanoseconds
    let (sum, overflow) = now.addingReportingOverflow(limit.time.nanoseconds)
    deadline = overflow ? .max : sum
  }

  /// Whether the time for this message is up.
  var isExpired: Bool {
    DispatchTime.now().uptimeNanoseconds >= deadline
  }

  @TaskLocal private static var active: RenderBudget?

  /// The budget in progress, or a new one.
  static var current: RenderBudget {
    active ?? RenderBudget(limit: FailureMessageLimit.current)
  }

  /// Runs `body` under the budget in progress, or under a new one.
  static func run<Result>(_ body: (RenderBudget) throws -> Result) rethrows -> Result {
    if let active { return try body(active) }
    let budget = RenderBudget(limit: FailureMessageLimit.current)
    return try $active.withValue(budget) { try body(budget) }
  }
}

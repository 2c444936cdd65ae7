import Foundation

/// The timeout and poll interval that polling expectations use when a call does not pass its own.
///
/// They start at 1 s and 10 ms, and are set for a scope with ``withPollingDefaults(timeout:pollInterval:_:)``
/// or, in Swift Testing, with the `.polling(timeout:pollInterval:)` trait. The environment
/// variable `BRISK_TIMEOUT_SCALE` (for example `3` on a slow CI machine) multiplies every timeout.
///
/// Under the scoped values lies a process-wide fallback, Nimble's global knob:
/// `PollingDefaults.timeout` and `PollingDefaults.pollInterval`, static properties BriskNimble adds. A
/// value passed to the call wins over a scope, a scope over the fallback.
public struct PollingDefaults: Sendable, Equatable {
  /// How long `toEventually` waits, and how long `toNever` and `toAlways` watch.
  public var timeout: PollingDuration
  /// How long Brisk waits between two checks at most.
  public var pollInterval: PollingDuration

  /// Creates defaults.
  public init(
    timeout: PollingDuration = .seconds(1), pollInterval: PollingDuration = .milliseconds(10)
  ) {
    self.timeout = timeout
    self.pollInterval = pollInterval
  }

  /// The defaults in effect for the current task: its scope's values, then the global ones.
  public static var current: PollingDefaults {
    let overrides = $scoped.get()
    if let timeout = overrides.timeout, let pollInterval = overrides.pollInterval {
      return PollingDefaults(timeout: timeout, pollInterval: pollInterval)
    }
    let global = PollingDefaults.global.current
    return PollingDefaults(
      timeout: overrides.timeout ?? global.timeout,
      pollInterval: overrides.pollInterval ?? global.pollInterval)
  }

  /// The values set by the innermost scope; `nil` falls back to the global value.
  struct Overrides: Sendable {
    var timeout: PollingDuration?
    var pollInterval: PollingDuration?
  }

  @TaskLocal static var scoped = Overrides()

  package static let global = Locked(PollingDefaults())

  /// The process-wide timeout, for BriskNimble's global knob.
  package static var globalTimeout: PollingDuration {
    get { global.current.timeout }
    set { global.withLock { $0.timeout = newValue } }
  }

  /// The process-wide poll interval, for BriskNimble's global knob.
  package static var globalPollInterval: PollingDuration {
    get { global.current.pollInterval }
    set { global.withLock { $0.pollInterval = newValue } }
  }
}

/// Runs `body` with other polling defaults; calls that pass their own values still use those.
///
/// ```swift
/// withPollingDefaults(timeout: .seconds(3)) {
///   expect(view.isHidden).toEventually(beTrue())
/// }
/// ```
/// - Parameters:
///   - timeout: The new default timeout, or `nil` to keep the current one.
///   - pollInterval: The new default poll interval, or `nil` to keep the current one.
///   - body: The code that polls.
/// - Returns: What `body` returns.
@discardableResult
public func withPollingDefaults<Result>(
  timeout: PollingDuration? = nil,
  pollInterval: PollingDuration? = nil,
  _ body: () throws -> Result
) rethrows -> Result {
  var overrides = PollingDefaults.scoped
  overrides.timeout = timeout ?? overrides.timeout
  overrides.pollInterval = pollInterval ?? overrides.pollInterval
  return try PollingDefaults.$scoped.withValue(overrides, operation: body)
}

/// Runs async `body` with other polling defaults.
/// - Parameters:
///   - timeout: The new default timeout, or `nil` to keep the current one.
///   - pollInterval: The new default poll interval, or `nil` to keep the current one.
///   - isolation: The caller's actor; `body` runs on it.
///   - body: The code that polls.
/// - Returns: What `body` returns.
@discardableResult
public func withPollingDefaults<Result>(
  timeout: PollingDuration? = nil,
  pollInterval: PollingDuration? = nil,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Result
) async rethrows -> Result {
  var overrides = PollingDefaults.scoped
  overrides.timeout = timeout ?? overrides.timeout
  overrides.pollInterval = pollInterval ?? overrides.pollInterval
  return try await PollingDefaults.$scoped.withValue(overrides, operation: body)
}

/// `BRISK_TIMEOUT_SCALE`, read once.
enum TimeoutScale {
  /// The factor, and a problem to report when the variable is set but unusable.
  static let current: (factor: Double, problem: String?) = parse(
    ProcessInfo.processInfo.environment["BRISK_TIMEOUT_SCALE"])

  static func parse(_ text: String?) -> (factor: Double, problem: String?) {
    guard let text, !text.isEmpty else { return (1, nil) }
    guard let factor = Double(text), factor > 0, factor.isFinite else {
      return (
        1,
        "BRISK_TIMEOUT_SCALE must be a positive number, got <\(text)>; timeouts are not scaled"
      )
    }
    return (factor, nil)
  }

  /// `3` for 3.0, `1.5` for 1.5: the factor as a person would write it.
  static func text(_ factor: Double) -> String {
    factor == factor.rounded() && abs(factor) < 1e15 ? String(Int(factor)) : String(factor)
  }
}

// Nimble's global polling knob: `PollingDefaults.timeout = .seconds(5)` in a suite's setup.

extension PollingDefaults {
  /// The process-wide default timeout, used where no call, scope or trait sets one.
  ///
  /// Nimble's global knob, kept for suites that set it once in their setup. Prefer
  /// ``withPollingDefaults(timeout:pollInterval:_:)`` or the `.polling(timeout:)` trait, which
  /// affect one scope only and so cannot leak into tests running in parallel. Reading and
  /// writing it is safe from any thread.
  public static var timeout: PollingDuration {
    get { global.current.timeout }
    set { global.withLock { $0.timeout = newValue } }
  }

  /// The process-wide default poll interval, used where no call, scope or trait sets one.
  ///
  /// As ``PollingDefaults/timeout``: prefer a scope or a trait. Safe from any thread.
  public static var pollInterval: PollingDuration {
    get { global.current.pollInterval }
    set { global.withLock { $0.pollInterval = newValue } }
  }
}

/// Nimble's name for a polling duration; in Brisk it is ``PollingDuration``, with the same
/// `.seconds`, `.milliseconds`, `.microseconds` and `.nanoseconds`.
public typealias NimbleTimeInterval = PollingDuration

extension PollingDuration {
  /// A duration in whole seconds, for Nimble code that passes an `Int` variable.
  /// - Parameter value: The number of seconds.
  /// - Returns: The duration.
  @_disfavoredOverload
  public static func seconds(_ value: Int) -> PollingDuration {
    .seconds(Double(value))
  }

  /// A duration in whole milliseconds, for Nimble code that passes an `Int` variable.
  /// - Parameter value: The number of milliseconds.
  /// - Returns: The duration.
  @_disfavoredOverload
  public static func milliseconds(_ value: Int) -> PollingDuration {
    .milliseconds(Double(value))
  }

  /// A duration in whole microseconds, for Nimble code that passes an `Int` variable.
  /// - Parameter value: The number of microseconds.
  /// - Returns: The duration.
  @_disfavoredOverload
  public static func microseconds(_ value: Int) -> PollingDuration {
    .microseconds(Double(value))
  }

  /// The length in seconds, as Nimble's `NimbleTimeInterval.timeInterval` reads it.
  public var timeInterval: Double {
    seconds
  }
}

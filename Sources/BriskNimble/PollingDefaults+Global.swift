// Nimble's global polling knob: `PollingDefaults.timeout = .seconds(5)` in a suite's setup.

public import BriskCore

extension PollingDefaults {
  /// The process-wide default timeout, used where no call, scope or trait sets one.
  ///
  /// Nimble's global knob, kept for suites that set it once in their setup. Prefer
  /// `withPollingDefaults(timeout:pollInterval:_:)` or the `.polling(timeout:)` trait, which
  /// affect one scope only and so cannot leak into tests running in parallel. Reading and
  /// writing it is safe from any thread.
  public static var timeout: PollingDuration {
    get { globalTimeout }
    set { globalTimeout = newValue }
  }

  /// The process-wide default poll interval, used where no call, scope or trait sets one.
  ///
  /// As `PollingDefaults.timeout`: prefer a scope or a trait. Safe from any thread.
  public static var pollInterval: PollingDuration {
    get { globalPollInterval }
    set { globalPollInterval = newValue }
  }
}

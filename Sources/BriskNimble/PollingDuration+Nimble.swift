// Nimble's spelling of a polling duration: `NimbleTimeInterval`, with `Int` arguments.

public import BriskCore

/// Nimble's name for a polling duration; in Brisk it is `PollingDuration`, with the same
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

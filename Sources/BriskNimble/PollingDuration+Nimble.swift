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

extension PollingDuration {
  /// How many times `rhs` goes into `lhs`, as Nimble divides one `NimbleTimeInterval` by another:
  /// `.seconds(1) / .milliseconds(1)` is `1000`.
  ///
  /// Durations that are whole nanoseconds, as every `Int`-made one is, are divided as counts of
  /// nanoseconds, so the ratio is the nearest `Double` to the exact one; others as seconds.
  /// - Parameters:
  ///   - lhs: The duration to divide.
  ///   - rhs: The duration to divide by.
  /// - Returns: The ratio of the two lengths.
  public static func / (lhs: PollingDuration, rhs: PollingDuration) -> Double {
    guard let lhsNanoseconds = lhs.wholeNanoseconds, let rhsNanoseconds = rhs.wholeNanoseconds
    else { return lhs.seconds / rhs.seconds }
    return lhsNanoseconds / rhsNanoseconds
  }

  /// The length as a whole number of nanoseconds, when it is one up to rounding in `seconds`.
  private var wholeNanoseconds: Double? {
    let nanoseconds = seconds * 1e9
    let whole = nanoseconds.rounded()
    return abs(nanoseconds - whole) <= abs(whole) * 1e-12 ? whole : nil
  }
}

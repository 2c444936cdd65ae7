/// A timeout or poll interval for polling expectations: `.seconds(3)`, `.milliseconds(5)`.
///
/// Brisk has its own duration type so that polling works on every platform Brisk supports,
/// including those older than `Swift.Duration` (iOS 16, macOS 13).
public struct PollingDuration: Sendable, Hashable, Comparable {
  /// The length in seconds; negative and zero durations exist so they can be reported.
  public let seconds: Double

  private init(seconds: Double) {
    self.seconds = seconds
  }

  /// A duration in seconds.
  public static func seconds(_ value: Double) -> PollingDuration {
    PollingDuration(seconds: value)
  }

  /// A duration in milliseconds.
  public static func milliseconds(_ value: Double) -> PollingDuration {
    PollingDuration(seconds: value / 1_000)
  }

  /// A duration in microseconds.
  public static func microseconds(_ value: Double) -> PollingDuration {
    PollingDuration(seconds: value / 1_000_000)
  }

  /// A duration in nanoseconds.
  public static func nanoseconds(_ value: Int) -> PollingDuration {
    PollingDuration(seconds: Double(value) / 1_000_000_000)
  }

  /// The same length as a `Swift.Duration`.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
  public init(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    self.seconds = Double(seconds) + Double(attoseconds) / 1e18
  }

  public static func < (lhs: PollingDuration, rhs: PollingDuration) -> Bool {
    lhs.seconds < rhs.seconds
  }

  /// The longest wait Brisk works with: 100 years. Longer durations, infinity included, are
  /// cut to it, so deadline arithmetic never overflows.
  static let longestNanoseconds: UInt64 = 100 * 365 * 24 * 3_600 * 1_000_000_000

  /// Nanoseconds for `Task.sleep` and deadlines: never negative, at most 100 years.
  var nanoseconds: UInt64 {
    guard !seconds.isNaN, seconds > 0 else { return 0 }
    let nanoseconds = seconds * 1e9
    guard nanoseconds < Double(Self.longestNanoseconds) else { return Self.longestNanoseconds }
    return UInt64(nanoseconds.rounded())
  }
}

extension PollingDuration: CustomStringConvertible {
  /// `1 s`, `1.5 s`, `10 ms`, `250 µs`, `-1 s`; `infinity`, `-infinity` and `nan` as such.
  public var description: String {
    guard seconds.isFinite else {
      return seconds.isNaN ? "nan" : seconds > 0 ? "infinity" : "-infinity"
    }
    guard abs(seconds) < 1e12 else { return "\(seconds) s" }
    let magnitude = abs(seconds)
    let (value, unit): (Double, String) =
      switch magnitude {
      case 0: (0, "s")
      case ..<0.001: (seconds * 1_000_000, "µs")
      case ..<1: (seconds * 1_000, "ms")
      default: (seconds, "s")
      }
    let rounded = (value * 1_000).rounded() / 1_000
    let text =
      rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    return "\(text) \(unit)"
  }
}

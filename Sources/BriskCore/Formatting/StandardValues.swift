import Foundation

/// A standard value whose stored parts are not what a person reads: `Duration` (attoseconds in
/// two words), `Date` (seconds since 2001), `URL`, `UUID`, `Decimal` (mantissa and exponent),
/// `Measurement`, and ranges of any bound. Brisk renders it as people write it and diffs it as
/// one value, in failure messages and in snapshots:
///
/// ```text
/// expected to equal <10.0 seconds>, got <5.0 seconds>
/// expected to equal <2023-11-14T22:13:21Z>, got <2023-11-14T22:13:20.5Z>
/// differences:
///   .timeout: expected <10.0 seconds>, got <5.0 seconds>
/// ```
protocol ReadableStandardValue {
  /// The value as a person reads it.
  var readableText: String { get }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension Duration: ReadableStandardValue {
  /// `5.0 seconds`, as `Duration` describes itself.
  var readableText: String { description }
}

extension Date: ReadableStandardValue {
  /// ISO 8601 in UTC, with as many fractional digits as the value has, up to microseconds:
  /// `2023-11-14T22:13:20Z`, `2023-11-14T22:13:20.25Z`.
  var readableText: String { Self.iso8601(timeIntervalSince1970) }

  private static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
  }()

  static func iso8601(_ seconds: TimeInterval) -> String {
    guard seconds.isFinite, abs(seconds) < 1e14 else { return "\(seconds) s since 1970" }
    let micros = (seconds * 1_000_000).rounded()
    let whole = (micros / 1_000_000).rounded(.down)
    let fraction = Int(micros - whole * 1_000_000)
    let parts = utc.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: whole))
    func padded(_ value: Int?, _ width: Int) -> String {
      let text = String(value ?? 0)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    func two(_ value: Int?) -> String { padded(value, 2) }
    let date: String = "\(padded(parts.year, 4))-\(two(parts.month))-\(two(parts.day))"
    let time: String = "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
    var text = date + "T" + time
    if fraction > 0 {
      var digits = String(fraction)
      digits = String(repeating: "0", count: 6 - digits.count) + digits
      while digits.hasSuffix("0") { digits.removeLast() }
      text += "." + digits
    }
    return text + "Z"
  }
}

extension URL: ReadableStandardValue {
  /// The URL's string.
  var readableText: String { absoluteString }
}

extension UUID: ReadableStandardValue {
  /// `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`.
  var readableText: String { uuidString }
}

extension Decimal: ReadableStandardValue {
  /// `2.25`.
  var readableText: String { description }
}

extension Measurement: ReadableStandardValue {
  /// `5.0 m`.
  var readableText: String { description }
}

extension Range: ReadableStandardValue {
  /// `1..<3`, its bounds rendered as Brisk renders them.
  var readableText: String { stringify(lowerBound) + "..<" + stringify(upperBound) }
}

extension ClosedRange: ReadableStandardValue {
  /// `1...3`, its bounds rendered as Brisk renders them.
  var readableText: String { stringify(lowerBound) + "..." + stringify(upperBound) }
}

/// Durations as a person writes them in a failure message: `0.3 s`, `5 s`, `-0.1 s`.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
enum DurationText {
  /// `duration` in seconds, to the nanosecond, without trailing zeros.
  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let negative = seconds < 0 || (seconds == 0 && attoseconds < 0)
    // Whole nanoseconds of the magnitude; a Duration holds at most ±2^63 s, so it fits in 128 bits
    // of attoseconds but not in 64 bits of nanoseconds: split the whole and the fraction instead.
    var whole = seconds.magnitude
    var nanoseconds = (attoseconds.magnitude + 500_000_000) / 1_000_000_000
    if negative, seconds < 0, attoseconds > 0 {
      // -0.1 s is stored as -1 s + 0.9 s.
      whole -= 1
      nanoseconds = 1_000_000_000 - nanoseconds
    }
    if nanoseconds == 1_000_000_000 {
      whole += 1
      nanoseconds = 0
    }
    var text = negative ? "-\(whole)" : "\(whole)"
    if nanoseconds > 0 {
      var fraction = String(nanoseconds)
      fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
      while fraction.last == "0" { fraction.removeLast() }
      text += "." + fraction
    }
    return text + " s"
  }
}

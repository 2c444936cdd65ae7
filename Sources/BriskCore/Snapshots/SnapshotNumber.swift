/// Numbers in snapshot text: rounded to thousandths, so the last bits of an interpolation never
/// show, with no trailing zeros and no negative zero.
package enum SnapshotNumber {
  /// `412`, `0.6`, `-3.25`, `0.333`.
  package static func text(_ value: Double) -> String {
    let thousandths = (value * 1_000).rounded()
    // Beyond 2^53 thousandths a double has no fraction left to show.
    guard value.isFinite, abs(thousandths) < 9e15 else { return String(describing: value) }
    let scaled = Int64(thousandths)
    guard scaled != 0 else { return "0" }
    var text = scaled < 0 ? "-" : ""
    let magnitude = scaled.magnitude
    text += String(magnitude / 1_000)
    var fraction = magnitude % 1_000
    guard fraction != 0 else { return text }
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    return text + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
  }

  /// A progress label with at least one decimal: `0.0`, `0.1`, `0.25`, `1.0`.
  package static func progress(_ value: Double) -> String {
    let text = self.text(value)
    return text.contains(".") ? text : text + ".0"
  }
}

import Foundation

/// Numbers in snapshot text: rounded to thousandths, so the last bits of an interpolation never
/// show, with no trailing zeros and no negative zero.
package enum SnapshotNumber {
  /// `412`, `0.6`, `-3.25`, `0.333`.
  package static func text(_ value: Double) -> String {
    guard value.isFinite else { return String(describing: value) }
    var text = String(format: "%.3f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// A progress label with at least one decimal: `0.0`, `0.1`, `0.25`, `1.0`.
  package static func progress(_ value: Double) -> String {
    let text = self.text(value)
    return text.contains(".") ? text : text + ".0"
  }
}

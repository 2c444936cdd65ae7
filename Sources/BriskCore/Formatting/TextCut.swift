/// Cutting text to a budget, with a marker that says how much was left out.
///
/// The marker is always `… (N more characters)`, with `N` grouped by thousands with commas:
/// `… (9,999,000 more characters)`. A character is a `Character`, as `String.count` counts them.
enum TextCut {
  /// `1234567` as `1,234,567`, the same in every locale.
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset).isMultiple(of: 3) { result.append(",") }
      result.append(digit)
    }
    return number < 0 ? "-" + result : result
  }

  /// The marker for `count` characters left out.
  static func marker(_ count: Int) -> String {
    "… (\(grouped(count)) more characters)"
  }

  /// `text` cut after `limit` characters, the rest counted in the marker.
  static func cut(_ text: String, to limit: Int) -> String {
    guard let (kept, rest) = split(text, after: limit) else { return text }
    return "\(kept)\(marker(characterCount(rest)))"
  }

  /// A whole failure message cut to `limit` characters, marker included: the last line is the
  /// marker, `… (N more characters)`.
  static func capped(_ message: String, to limit: Int) -> String {
    guard message.utf8.count > limit else { return message }
    let count = characterCount(message[...])
    guard count > limit else { return message }
    // Room for the line break and the longest marker.
    let kept = max(0, limit - 64)
    return "\(message.prefix(kept))\n\(marker(count - kept))"
  }

  /// The first `limit` characters and the rest, or `nil` when `text` is no longer. Costs
  /// `limit` steps, not the length of `text`.
  static func split(_ text: String, after limit: Int) -> (kept: Substring, rest: Substring)? {
    guard text.utf8.count > limit else { return nil }
    let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex)
    guard let end, end < text.endIndex else { return nil }
    return (text[..<end], text[end...])
  }

  /// The number of characters in `text`, in one pass over its bytes when it is ASCII (where
  /// only `\r\n` joins two bytes into one character), eight bytes at a time.
  static func characterCount(_ text: Substring) -> Int {
    let fast = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      guard let base = bytes.baseAddress else { return 0 }
      var (index, pairs) = (0, 0)
      while index < bytes.count {
        if index + 8 <= bytes.count {
          let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
          guard word & Words.high == 0 else { return nil }
          if !Words.contains(word, 0x0D) {
            index += 8
            continue
          }
        }
        let byte = bytes[index]
        if byte >= 0x80 { return nil }
        if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { pairs += 1 }
        index += 1
      }
      return bytes.count - pairs
    }
    return (fast ?? nil) ?? text.count
  }

  /// `text` with control characters written as Swift writes them in a literal (`\t`, `\0`,
  /// `\u{1B}`), so a diff line neither colours the log nor moves its cursor.
  static func escapingControls(_ text: Substring) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
    var result = ""
    for scalar in text.unicodeScalars {
      guard isControl(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\0": result += "\\0"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u{\(hex.count < 2 ? "0" + hex : hex)}"
      }
    }
    return result
  }

  /// C0 and C1 control characters and DEL.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}

/// Tests on eight bytes at once, read as one `UInt64`.
enum Words {
  static let ones: UInt64 = 0x0101_0101_0101_0101
  /// The top bit of every byte: set in a byte that is not ASCII.
  static let high: UInt64 = 0x8080_8080_8080_8080

  /// Whether any byte of `word` is `byte`.
  @inline(__always)
  static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
    let value = word ^ (ones &* UInt64(byte))
    return (value &- ones) & ~value & high != 0
  }

  /// Whether any byte of `word` is below `limit` (at most 128).
  @inline(__always)
  static func hasByte(_ word: UInt64, below limit: UInt8) -> Bool {
    (word &- ones &* UInt64(limit)) & ~word & high != 0
  }
}

/// The Swift text of a recorded inline snapshot: a trailing closure holding a multi-line raw
/// string, indented to the call, with enough `#` for any content.
///
/// ```swift
///     expect(greeting).to(matchInlineSnapshot {
///       #"""
///       Hello, "Ann" \(name)
///       """#
///     })
/// ```
enum InlineSnapshotLiteral {
  /// ` {`, the literal, and `}` at `indent`, to follow `matchInlineSnapshot(…)`.
  static func closure(_ text: String, indent: String) -> String {
    " {\n" + literal(text, indent: indent + "  ") + "\n" + indent + "}"
  }

  /// `#"""`, each line of `text` at `indent` (an empty line stays empty), and `"""#`. The `#`s
  /// outnumber the longest run of `#` in the text, so neither `"""#` nor `\#` in it ends the
  /// string or starts an escape; a carriage return and other control characters but tab, which
  /// a literal cannot hold as written, are written as escapes.
  static func literal(_ text: String, indent: String) -> String {
    let hashes = String(repeating: "#", count: longestRun(of: "#", in: text) + 1)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.isEmpty ? "" : indent + escaped(line, hashes: hashes)
    }
    return indent + hashes + "\"\"\"\n" + lines.joined(separator: "\n") + "\n" + indent + "\"\"\""
      + hashes
  }

  private static func escaped(_ line: Substring, hashes: String) -> String {
    var result = ""
    for scalar in line.unicodeScalars {
      if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
        result += "\\" + hashes + "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func longestRun(of character: Character, in text: String) -> Int {
    var longest = 0
    var current = 0
    for next in text {
      current = next == character ? current + 1 : 0
      longest = max(longest, current)
    }
    return longest
  }
}

import Foundation

/// The diff of two long strings: the lines around the first difference only.
///
/// The first difference is found by comparing bytes, and its line by counting line breaks in
/// the bytes before it, so the cost is one pass over the strings and nothing is split or
/// rendered whole. A line longer than `width` characters is shown as a window of `width`
/// characters around the difference, `…` where it starts later, and
/// `… (N more characters)` where it goes on.
enum StringDiffWindow {
  static func lines(expected: String, actual: String, width: Int) -> [String] {
    var (expected, actual) = (expected, actual)
    expected.makeContiguousUTF8()
    actual.makeContiguousUTF8()
    let offset = Bytes.characterBoundary(
      Bytes.commonPrefix(expected, actual), in: expected, and: actual)
    let (line, starts) = Bytes.lineStarts(in: expected, before: offset, keeping: StringDiff.context)
    let lineStart = starts.last ?? 0
    let column = TextCut.characterCount(Bytes.slice(expected, lineStart, offset)) + 1
    var output = ["difference (- expected, + actual), first at line \(line), column \(column):"]
    if line > starts.count { output.append("…") }
    for (start, next) in zip(starts, starts.dropFirst()) {
      let end = Bytes.lineEnd(in: expected, from: start, limit: next)
      output.append("  " + head(Bytes.slice(expected, start, end), width: width))
    }
    let (removed, caret) = window(expected, lineStart: lineStart, at: offset, width: width)
    let (added, _) = window(actual, lineStart: lineStart, at: offset, width: width)
    output += ["- " + removed, "+ " + added, StringDiff.marker(caret + 1)]
    output += following(expected, actual, from: offset, width: width)
    return output
  }

  /// The line around `offset`, cut to `width` characters, and the display column of `offset`
  /// in it (0-based).
  private static func window(_ text: String, lineStart: Int, at offset: Int, width: Int)
    -> (line: String, caret: Int)
  {
    let end = Bytes.lineEnd(in: text, from: offset, limit: text.utf8.count)
    let (start, target, stop) = (index(text, lineStart), index(text, offset), index(text, end))
    let before = text.index(target, offsetBy: -(width / 2), limitedBy: start) ?? start
    let after = text.index(before, offsetBy: width, limitedBy: stop) ?? stop
    let lead = before > start ? "…" : ""
    let shown = lead + TextCut.escapingControls(text[before..<after])
    let caret = lead.count + TextCut.escapingControls(text[before..<target]).count
    guard after < stop else { return (shown, caret) }
    return (shown + TextCut.marker(TextCut.characterCount(text[after..<stop])), caret)
  }

  /// Up to ``StringDiff/context`` lines after the differing line when the rest of both strings
  /// is the same, then `…` if there is more.
  private static func following(_ expected: String, _ actual: String, from offset: Int, width: Int)
    -> [String]
  {
    let (oldEnd, newEnd) = (
      Bytes.lineEnd(in: expected, from: offset, limit: expected.utf8.count),
      Bytes.lineEnd(in: actual, from: offset, limit: actual.utf8.count)
    )
    let (oldRest, newRest) = (
      Bytes.slice(expected, oldEnd, expected.utf8.count),
      Bytes.slice(actual, newEnd, actual.utf8.count)
    )
    guard !oldRest.isEmpty || !newRest.isEmpty else { return [] }
    guard Bytes.equal(oldRest, newRest) else { return ["…"] }
    var output: [String] = []
    var start = oldEnd + Bytes.breakLength(in: expected, at: oldEnd)
    let count = expected.utf8.count
    for _ in 0..<StringDiff.context where start <= count {
      let end = Bytes.lineEnd(in: expected, from: start, limit: count)
      output.append("  " + head(Bytes.slice(expected, start, end), width: width))
      guard end < count else { return output }
      start = end + Bytes.breakLength(in: expected, at: end)
    }
    return output + ["…"]
  }

  /// A context line: its first `width` characters, escaped.
  private static func head(_ line: Substring, width: Int) -> String {
    guard let (kept, rest) = TextCut.split(String(line), after: width) else {
      return TextCut.escapingControls(line)
    }
    return TextCut.escapingControls(kept) + TextCut.marker(TextCut.characterCount(rest))
  }

  private static func index(_ text: String, _ offset: Int) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: offset)
  }
}

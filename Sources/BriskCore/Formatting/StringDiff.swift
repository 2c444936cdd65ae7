/// A line diff of two strings, with the first differing character marked.
///
/// ```text
/// difference (- expected, + actual), first at line 2, column 11:
///   Dear Ann,
/// - Your order shipped.
/// + Your orders shipped.
///             ^
/// ```
///
/// Short strings get a full line diff. Long ones (more than ``maxDiffedLines`` lines, more than
/// ``maxDiffedBytes`` bytes, or a line longer than a value's share of ``FailureMessageLimit``)
/// show the lines around the first difference only, found without splitting the strings
/// (``StringDiffWindow``). Control characters in the lines are written as Swift escapes,
/// `\u{1B}`, so the log stays readable.
enum StringDiff {
  /// Strings with more lines than this show the first difference only.
  static let maxDiffedLines = 500
  /// Strings longer than this, in UTF-8 bytes, show the first difference only.
  static let maxDiffedBytes = 50_000
  /// Unchanged lines kept around each change when the diff is long.
  static let context = 2

  static func lines(expected: String, actual: String) -> [String] {
    guard expected != actual else { return [] }
    return RenderBudget.run { budget in
      let width = budget.limit.valueCharacters
      guard expected.utf8.count <= maxDiffedBytes, actual.utf8.count <= maxDiffedBytes else {
        return StringDiffWindow.lines(expected: expected, actual: actual, width: width)
      }
      let old = lines(of: expected)
      let new = lines(of: actual)
      guard old.count <= maxDiffedLines, new.count <= maxDiffedLines,
        !(old + new).contains(where: { $0.utf8.count > width })
      else {
        return StringDiffWindow.lines(expected: expected, actual: actual, width: width)
      }
      let (line, column) = firstDifference(old, new)
      var output = ["difference (- expected, + actual), first at line \(line), column \(column):"]
      let markedText = line <= new.count ? new[line - 1] : ""
      let caret = marker(TextCut.escapingControls(markedText.prefix(column - 1)).count + 1)
      output += render(edits(old, new), markLine: line, caret: caret)
      return output
    }
  }

  /// Lines split at any line break, `\r\n` included.
  private static func lines(of text: String) -> [String] {
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
  }

  /// The 1-based line and column of the first differing character.
  static func firstDifference(_ old: [String], _ new: [String]) -> (line: Int, column: Int) {
    for index in 0..<max(old.count, new.count) {
      let lhs = index < old.count ? Array(old[index]) : []
      let rhs = index < new.count ? Array(new[index]) : []
      guard lhs != rhs || index >= old.count || index >= new.count else { continue }
      var column = 0
      while column < lhs.count, column < rhs.count, lhs[column] == rhs[column] { column += 1 }
      return (index + 1, column + 1)
    }
    return (1, 1)
  }

  private enum Edit {
    case same(String)
    case removed(String, line: Int)
    case added(String, line: Int)
  }

  /// A longest-common-subsequence edit script from `old` to `new`.
  private static func edits(_ old: [String], _ new: [String]) -> [Edit] {
    var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] =
          old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var result: [Edit] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        result.append(.same(old[i]))
        i += 1
        j += 1
      } else if j < new.count, i == old.count || table[i][j + 1] > table[i + 1][j] {
        result.append(.added(new[j], line: j + 1))
        j += 1
      } else {
        result.append(.removed(old[i], line: i + 1))
        i += 1
      }
    }
    return result
  }

  private static func render(_ edits: [Edit], markLine: Int, caret: String) -> [String] {
    let changed = edits.indices.filter {
      if case .same = edits[$0] { return false }
      return true
    }
    let shown = Set(changed.flatMap { max(0, $0 - context)...min(edits.count - 1, $0 + context) })
    var output: [String] = []
    var marked = false
    for index in edits.indices {
      guard shown.contains(index) else {
        if output.last != "…" { output.append("…") }
        continue
      }
      switch edits[index] {
      case .same(let text):
        output.append("  " + TextCut.escapingControls(text[...]))
      case .removed(let text, _):
        output.append("- " + TextCut.escapingControls(text[...]))
      case .added(let text, let line):
        output.append("+ " + TextCut.escapingControls(text[...]))
        if !marked, line == markLine {
          output.append(caret)
          marked = true
        }
      }
    }
    return output
  }

  /// The caret under a `- `/`+ ` line, at the 1-based display column.
  static func marker(_ column: Int) -> String {
    String(repeating: " ", count: column + 1) + "^"
  }
}

/// A line diff of two strings, with the first differing character marked.
///
/// ```text
/// difference (- expected, + actual), first at line 2, column 11:
///   Dear Ann,
/// - Your order shipped.
/// + Your orders shipped.
///             ^
/// ```
enum StringDiff {
  /// Lines longer than this are compared but not diffed line by line.
  static let maxDiffedLines = 500
  /// Unchanged lines kept around each change when the diff is long.
  static let context = 2

  static func lines(expected: String, actual: String) -> [String] {
    guard expected != actual else { return [] }
    let old = lines(of: expected)
    let new = lines(of: actual)
    let (line, column) = firstDifference(old, new)
    var output = ["difference (- expected, + actual), first at line \(line), column \(column):"]
    guard old.count <= maxDiffedLines, new.count <= maxDiffedLines else {
      output.append("- " + (line <= old.count ? old[line - 1] : ""))
      output.append("+ " + (line <= new.count ? new[line - 1] : ""))
      output.append(marker(column))
      return output
    }
    output += render(edits(old, new), markLine: line, column: column)
    return output
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

  private static func render(_ edits: [Edit], markLine: Int, column: Int) -> [String] {
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
        output.append("  " + text)
      case .removed(let text, _):
        output.append("- " + text)
      case .added(let text, let line):
        output.append("+ " + text)
        if !marked, line == markLine {
          output.append(marker(column))
          marked = true
        }
      }
    }
    return output
  }

  private static func marker(_ column: Int) -> String {
    String(repeating: " ", count: column + 1) + "^"
  }
}

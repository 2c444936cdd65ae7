import BriskSwiftLexer
import Foundation

/// The lines of the closure a call passes, read from the source file: the `{ done in … }` of
/// `waitUntil { done in … }`, or of `waitUntil(timeout: t, action: { done in … })`.
///
/// A failure raised on another thread while a `waitUntil` waits is charged to that wait's test
/// only when its line lies inside this closure (and the wait's `done` claims it), so work that
/// another test started can never be taken for this one's.
enum ClosureExtent {
  /// Keyed by file path, line and column of the call.
  private static let cache = Locked([String: ClosedRange<UInt>?]())

  /// The first and last line of the closure passed to the call at `location`, or `nil` when the
  /// file cannot be read or the call passes no closure literal.
  static func lines(of location: CodeLocation) -> ClosedRange<UInt>? {
    let key = "\(location.filePath):\(location.line):\(location.column)"
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let lines = FileManager.default.contents(atPath: "\(location.filePath)")
      .flatMap { String(data: $0, encoding: .utf8) }
      .flatMap { closureLines(in: $0, line: location.line, column: location.column) }
    cache.withLock { $0[key] = .some(lines) }
    return lines
  }

  /// The closure passed to the call at `line`, `column` (1-based) of `source`, where the column
  /// is the call's name, its `(` (what `#column` gives a call) or, with no parentheses, its `{`:
  /// inside its parentheses or as a trailing closure right after them. Read with the lexer the
  /// spy generator uses, so comments and string literals never count.
  static func closureLines(in source: String, line: UInt, column: UInt) -> ClosedRange<UInt>? {
    let tokens = Lexer.tokens(in: source)
    guard
      var index = tokens.firstIndex(where: {
        $0.position.line == Int(line) && $0.position.column == Int(column)
      })
    else { return nil }
    if tokens[index].kind == .identifier { index += 1 }
    if isPunctuation(tokens[index], "(") {
      // A closure argument inside the parentheses, else a trailing closure right after them.
      var depth = 0
      while index < tokens.count - 1 {
        let token = tokens[index]
        if depth == 1, isPunctuation(token, "{") { break }
        if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
        if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { depth -= 1 }
        index += 1
        if depth == 0 { break }
      }
    }
    guard isPunctuation(tokens[index], "{") else { return nil }
    let first = tokens[index].position.line
    var depth = 0
    for token in tokens[index...] where token.kind == .punctuation {
      if token.text == "{" { depth += 1 }
      if token.text == "}" { depth -= 1 }
      if depth == 0 { return UInt(first)...UInt(token.position.line) }
    }
    return nil
  }

  private static func isPunctuation(_ token: Token, _ text: String) -> Bool {
    token.kind == .punctuation && token.text == text
  }
}

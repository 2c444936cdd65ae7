internal import BriskSwiftLexer

/// Where a recorded inline snapshot goes in a test file: the `matchInlineSnapshot` call at a line
/// and column, found with the Swift lexer, so strings and comments never confuse it. The column a
/// default `#column` gives is that of the call's `(` (or `{`); the name's column is taken too.
struct InlineSnapshotSite: Equatable {
  /// The bytes to replace: from the end of the call's name, or of its arguments when it has
  /// some, to the end of its trailing closure, if it has one (`()`, ` { … }`).
  let range: Range<Int>
  /// The leading whitespace of the call's line.
  let indent: String

  /// The call that starts at `line` and `column` of `source`, or why there is none. `hasLiteral`
  /// says whether the running code has a snapshot: the file must agree, or it changed since it
  /// was compiled.
  static func locate(
    in source: String, line: Int, column: Int, hasLiteral: Bool, fileName: String
  ) -> Result<Self, InlineSnapshotProblem> {
    let bytes = Array(source.utf8)
    var lineStarts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 10 { lineStarts.append(offset + 1) }
    let place = "line \(line), column \(column) of \(fileName)"
    let tokens = Lexer.tokens(in: source)
    func offset(_ token: Token) -> Int {
      lineStarts[token.position.line - 1] + token.position.column - 1
    }
    guard
      var index = tokens.firstIndex(where: {
        $0.position.line == line && $0.position.column == column
      })
    else {
      return .failure(.init("no code starts at \(place): the file changed since it was compiled"))
    }
    // A default `#column` is where the arguments start: `(`, or `{` for a trailing closure alone.
    if index > 0, tokens[index].isPunctuation("(") || tokens[index].isPunctuation("{"),
      tokens[index - 1].kind == .identifier
    {
      index -= 1
    }
    // `BriskCore.matchInlineSnapshot`: the call starts at the module's name.
    while !tokens[index].isIdentifier("matchInlineSnapshot"), tokens[index].kind == .identifier,
      tokens[index + 1].isPunctuation("."), tokens[index + 2].kind == .identifier
    {
      index += 2
    }
    guard tokens[index].isIdentifier("matchInlineSnapshot") else {
      return .failure(
        .init(
          "\(place) is \(tokens[index].text.isEmpty ? "the end of the file" : "'\(tokens[index].text)'"), "
            + "not a call of matchInlineSnapshot: a helper that passes its caller's line and "
            + "column on cannot take an inline snapshot; call matchInlineSnapshot() in the test, or "
            + "use matchSnapshot()"))
    }
    var end = offset(tokens[index]) + tokens[index].text.utf8.count
    index += 1
    if tokens[index].isPunctuation("(") {
      guard let close = matching(tokens, from: index, open: "(", close: ")") else {
        return .failure(.init("the call at \(place) has no closing parenthesis"))
      }
      // `matchInlineSnapshot()` becomes `matchInlineSnapshot {`, as a person writes it.
      let isEmpty = close == index + 1
      index = close + 1
      if !isEmpty { end = offset(tokens[close]) + 1 }
    }
    var range = end..<(offset(tokens[index - 1]) + tokens[index - 1].text.utf8.count)
    let hasClosure = tokens[index].isPunctuation("{")
    if hasClosure {
      guard let close = matching(tokens, from: index, open: "{", close: "}") else {
        return .failure(.init("the snapshot of the call at \(place) has no closing brace"))
      }
      range = end..<(offset(tokens[close]) + 1)
    }
    guard hasClosure == hasLiteral else {
      return .failure(
        .init(
          "the call at \(place) \(hasLiteral ? "has no" : "already has a") snapshot in the file, "
            + "unlike the code that ran: the file changed since it was compiled; run the test again"
        ))
    }
    let lineStart = lineStarts[line - 1]
    let indent = bytes[lineStart...].prefix { $0 == 32 || $0 == 9 }
    return .success(Self(range: range, indent: String(decoding: indent, as: UTF8.self)))
  }

  /// The index of the token that closes the one at `start`, or `nil`.
  private static func matching(
    _ tokens: [Token], from start: Int, open: String, close: String
  ) -> Int? {
    var depth = 0
    for index in start..<tokens.count {
      if tokens[index].isPunctuation(open) { depth += 1 }
      if tokens[index].isPunctuation(close) {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }
}

/// Why an inline snapshot could not be recorded; the file is left as it was.
struct InlineSnapshotProblem: Error, Equatable {
  let reason: String

  init(_ reason: String) {
    self.reason = reason
  }
}

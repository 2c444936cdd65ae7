/// Why a declaration could not be read, and where.
struct ParseError: Error, Sendable {
  var position: SourcePosition
  var reason: String

  init(_ reason: String, at position: SourcePosition) {
    self.position = position
    self.reason = reason
  }
}

/// A position in a token array that never runs past its final `.end` token.
struct TokenCursor {
  let tokens: [Token]
  private(set) var index = 0
  /// How many more parts the type being parsed may have; see `maximumTypeParts`.
  var typePartsLeft = 0

  init(_ tokens: [Token]) {
    // The lexer always ends with `.end`; the guard keeps a hand-made array safe too.
    self.tokens =
      tokens.last?.kind == .end
      ? tokens
      : tokens + [Token(kind: .end, text: "", position: SourcePosition(line: 1, column: 1))]
  }

  var current: Token {
    tokens[min(index, tokens.count - 1)]
  }

  var previous: Token? {
    index > 0 ? tokens[min(index - 1, tokens.count - 1)] : nil
  }

  var isAtEnd: Bool {
    current.kind == .end
  }

  func peek(_ offset: Int = 1) -> Token {
    tokens[min(index + offset, tokens.count - 1)]
  }

  /// Moves to the next token and returns the one it left; stays put at the end.
  @discardableResult
  mutating func advance() -> Token {
    let token = current
    if index < tokens.count - 1 { index += 1 }
    return token
  }

  /// Consumes `symbol` if it is next.
  mutating func consume(_ symbol: String) -> Bool {
    guard current.isPunctuation(symbol) else { return false }
    advance()
    return true
  }

  /// Consumes the keyword `name` if it is next.
  mutating func consumeKeyword(_ name: String) -> Bool {
    guard current.isIdentifier(name) else { return false }
    advance()
    return true
  }

  /// Consumes `symbol` or throws, naming what was expected and after what.
  mutating func expect(_ symbol: String, _ context: String) throws(ParseError) {
    guard consume(symbol) else {
      throw ParseError(
        "expected '\(symbol)' \(context), found \(current.quoted)", at: current.position)
    }
  }

  /// Skips a bracketed group that starts at the current token, nested groups included, and
  /// returns its text. Unbalanced input ends the group at the end of the file.
  mutating func skipGroup(open: String, close: String) -> String {
    var depth = 0
    var text = ""
    repeat {
      let token = advance()
      if token.kind == .end { break }
      if token.isPunctuation(open) { depth += 1 }
      if token.isPunctuation(close) { depth -= 1 }
      text += (token.followsSpace && !text.isEmpty ? " " : "") + token.spelling
    } while depth > 0
    return text
  }
}

extension Token {
  /// The token as written, backticks included.
  var spelling: String {
    isBackticked ? "`\(text)`" : text
  }

  /// The token for a message: `'name'`, or `the end of the file`.
  var quoted: String {
    kind == .end ? "the end of the file" : "'\(spelling)'"
  }
}

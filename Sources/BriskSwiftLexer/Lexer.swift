/// Splits Swift source into tokens. It accepts any bytes: text it does not understand becomes
/// punctuation, unterminated comments and strings end at the end of the file, and every step
/// consumes at least one byte, so it always finishes.
package struct Lexer {
  package let sourceBytes: [UInt8]
  private let lineStarts: [Int]
  /// The file's number, which every position carries.
  private let file: Int
  package var index = 0

  package init(_ source: String, file: Int = 0) {
    self.file = file
    sourceBytes = Array(source.utf8)
    var starts = [0]
    for (offset, byte) in sourceBytes.enumerated() where byte == ASCII.newline {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  /// Every token of the source, ending with one `.end` token.
  package static func tokens(in source: String, file: Int = 0) -> [Token] {
    var lexer = Lexer(source, file: file)
    return lexer.run()
  }

  private mutating func run() -> [Token] {
    var tokens: [Token] = []
    var startsLine = true
    var followsSpace = true
    while true {
      let trivia = skipTrivia(atLineStart: startsLine)
      startsLine = startsLine || trivia.sawNewline
      followsSpace = followsSpace || trivia.sawAny
      guard index < sourceBytes.count else {
        tokens.append(Token(kind: .end, text: "", position: position(of: sourceBytes.count)))
        return tokens
      }
      var token = nextToken()
      token.startsLine = startsLine
      token.followsSpace = followsSpace
      token.followsMarker = trivia.sawMarker
      tokens.append(token)
      startsLine = false
      followsSpace = false
    }
  }

  package func position(of offset: Int) -> SourcePosition {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return SourcePosition(line: low + 1, column: offset - lineStarts[low] + 1, file: file)
  }

  private func byte(at offset: Int) -> UInt8? {
    offset < sourceBytes.count ? sourceBytes[offset] : nil
  }

  private func text(_ range: Range<Int>) -> String {
    String(decoding: sourceBytes[range], as: UTF8.self)
  }

  /// The text of a line comment that marks the next declaration for a spy, after `//` and
  /// without the spaces around it.
  package static let marker = "brisk:spy"

  /// Skips whitespace and comments; reports whether it saw a line break, anything at all, and a
  /// `// brisk:spy` comment alone on its line. `atLineStart` tells whether only whitespace comes
  /// before this point on its line.
  private mutating func skipTrivia(
    atLineStart: Bool
  ) -> (sawNewline: Bool, sawAny: Bool, sawMarker: Bool) {
    let start = index
    var sawNewline = false
    var sawMarker = false
    var lineIsBlank = atLineStart
    while let current = byte(at: index) {
      if current == ASCII.newline {
        sawNewline = true
        lineIsBlank = true
        index += 1
      } else if current <= ASCII.space || current == 0x7F {
        index += 1
      } else if current == ASCII.slash, byte(at: index + 1) == ASCII.slash {
        let commentStart = index + 2
        while let next = byte(at: index), next != ASCII.newline { index += 1 }
        if lineIsBlank, isMarker(commentStart..<index) { sawMarker = true }
      } else if current == ASCII.slash, byte(at: index + 1) == ASCII.star {
        sawNewline = skipBlockComment() || sawNewline
        lineIsBlank = false
      } else {
        break
      }
    }
    return (sawNewline, index > start, sawMarker)
  }

  /// Whether a line comment's text, after `//`, is the marker, spaces aside.
  private func isMarker(_ range: Range<Int>) -> Bool {
    let isSpace = { (byte: UInt8) in byte <= ASCII.space }
    let bytes = sourceBytes[range].drop(while: isSpace).reversed().drop(while: isSpace)
    return bytes.reversed().elementsEqual(Self.marker.utf8)
  }

  /// Skips a block comment, nested ones included; returns whether it spanned a line break.
  private mutating func skipBlockComment() -> Bool {
    var depth = 0
    var sawNewline = false
    repeat {
      guard let current = byte(at: index) else { return sawNewline }
      if current == ASCII.slash, byte(at: index + 1) == ASCII.star {
        depth += 1
        index += 2
      } else if current == ASCII.star, byte(at: index + 1) == ASCII.slash {
        depth -= 1
        index += 2
      } else {
        sawNewline = sawNewline || current == ASCII.newline
        index += 1
      }
    } while depth > 0
    return sawNewline
  }

  private mutating func nextToken() -> Token {
    let start = index
    let current = sourceBytes[index]
    let position = position(of: start)
    if ASCII.isIdentifierStart(current) {
      while let next = byte(at: index), ASCII.isIdentifierContinue(next) { index += 1 }
      return Token(kind: .identifier, text: text(start..<index), position: position)
    }
    if ASCII.isDigit(current) {
      index += 1
      while let next = byte(at: index) {
        let continuesFraction =
          next == ASCII.dot && byte(at: index + 1).map(ASCII.isDigit) == true
        guard ASCII.isIdentifierContinue(next) || continuesFraction else { break }
        index += 1
      }
      return Token(kind: .number, text: text(start..<index), position: position)
    }
    if current == ASCII.backtick, let token = backtickedIdentifier(at: position) {
      return token
    }
    if current == ASCII.quote || (current == ASCII.hash && startsRawString) {
      skipString()
      return Token(kind: .string, text: text(start..<index), position: position)
    }
    if current == ASCII.hash, let next = byte(at: index + 1), ASCII.isIdentifierStart(next) {
      index += 1
      while let next = byte(at: index), ASCII.isIdentifierContinue(next) { index += 1 }
      return Token(kind: .pound, text: text(start..<index), position: position)
    }
    return punctuation(at: position)
  }

  private mutating func backtickedIdentifier(at position: SourcePosition) -> Token? {
    var end = index + 1
    while let next = byte(at: end), next != ASCII.backtick, next != ASCII.newline { end += 1 }
    guard byte(at: end) == ASCII.backtick, end > index + 1 else { return nil }
    let name = text((index + 1)..<end)
    index = end + 1
    return Token(kind: .identifier, text: name, position: position, isBackticked: true)
  }

  private mutating func punctuation(at position: SourcePosition) -> Token {
    let start = index
    if sourceBytes[index] == ASCII.dash, byte(at: index + 1) == ASCII.greater {
      index += 2
    } else if sourceBytes[index] == ASCII.dot, byte(at: index + 1) == ASCII.dot,
      byte(at: index + 2) == ASCII.dot
    {
      index += 3
    } else {
      index += 1
    }
    return Token(kind: .punctuation, text: text(start..<index), position: position)
  }
}

/// A 1-based line and column in a source file; columns count UTF-8 bytes, as the compiler does.
package struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The 1-based line.
  package let line: Int
  /// The 1-based column, in UTF-8 bytes.
  package let column: Int
  /// Which of the files given to the generator, from 0, when it reads several.
  package var file = 0

  package init(line: Int, column: Int, file: Int = 0) {
    self.line = line
    self.column = column
    self.file = file
  }

  package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }

  package var description: String {
    "\(line):\(column)"
  }
}

/// One token of Swift source. Comments and whitespace are dropped; keywords are identifiers.
package struct Token: Equatable, Sendable {
  package enum Kind: Equatable, Sendable {
    /// A name or keyword; `text` has no backticks.
    case identifier
    /// Punctuation or a single operator character; `->` and `...` are one token each.
    case punctuation
    /// A string literal, interpolations included.
    case string
    /// A number literal.
    case number
    /// `#if`, `#endif`, `#available` and the like; `text` includes the `#`.
    case pound
    /// The end of the file.
    case end
  }

  package var kind: Kind
  package var text: String
  package var position: SourcePosition
  /// Whether the name was written in backticks, as in `` `default` ``.
  package var isBackticked: Bool
  /// Whether a line break separates this token from the previous one.
  package var startsLine: Bool
  /// Whether whitespace or a comment separates this token from the previous one.
  package var followsSpace: Bool
  /// Whether a `// brisk:spy` comment, alone on its line, comes between the previous token and
  /// this one.
  package var followsMarker: Bool

  package init(
    kind: Kind, text: String, position: SourcePosition, isBackticked: Bool = false,
    startsLine: Bool = false, followsSpace: Bool = false, followsMarker: Bool = false
  ) {
    self.kind = kind
    self.text = text
    self.position = position
    self.isBackticked = isBackticked
    self.startsLine = startsLine
    self.followsSpace = followsSpace
    self.followsMarker = followsMarker
  }

  package func isIdentifier(_ name: String) -> Bool {
    kind == .identifier && !isBackticked && text == name
  }

  package func isPunctuation(_ symbol: String) -> Bool {
    kind == .punctuation && text == symbol
  }
}

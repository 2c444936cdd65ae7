/// A 1-based line and column in a source file; columns count UTF-8 bytes, as the compiler does.
struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The 1-based line.
  let line: Int
  /// The 1-based column, in UTF-8 bytes.
  let column: Int
  /// Which of the files given to the generator, from 0, when it reads several.
  var file = 0

  init(line: Int, column: Int, file: Int = 0) {
    self.line = line
    self.column = column
    self.file = file
  }

  static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }

  var description: String {
    "\(line):\(column)"
  }
}

/// One token of Swift source. Comments and whitespace are dropped; keywords are identifiers.
struct Token: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
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

  var kind: Kind
  var text: String
  var position: SourcePosition
  /// Whether the name was written in backticks, as in `` `default` ``.
  var isBackticked = false
  /// Whether a line break separates this token from the previous one.
  var startsLine = false
  /// Whether whitespace or a comment separates this token from the previous one.
  var followsSpace = false
  /// Whether a `// brisk:spy` comment, alone on its line, comes between the previous token and
  /// this one.
  var followsMarker = false

  func isIdentifier(_ name: String) -> Bool {
    kind == .identifier && !isBackticked && text == name
  }

  func isPunctuation(_ symbol: String) -> Bool {
    kind == .punctuation && text == symbol
  }
}

/// A cursor over Swift source text that steps over comments and string literals (raw,
/// multi-line, with interpolations), enough to match brackets the way the compiler does.
struct SourceScanner {
  private let text: [UInt8]
  var position = 0
  /// The 1-based line of `position`.
  private(set) var line: UInt = 1

  init(_ text: [UInt8]) {
    self.text = text
  }

  var peek: UInt8? {
    byte(at: position)
  }

  private func byte(at index: Int) -> UInt8? {
    index < text.count ? text[index] : nil
  }

  private mutating func advance() {
    if peek == UInt8(ascii: "\n") { line += 1 }
    position += 1
  }

  /// Moves to 1-based `line` and `column` (columns count UTF-8 bytes, as `#column` does).
  mutating func move(toLine target: UInt, column: UInt) -> Bool {
    while line < target, peek != nil { advance() }
    guard line == target, column >= 1 else { return false }
    for _ in 1..<column {
      guard let byte = peek, byte != UInt8(ascii: "\n") else { return false }
      advance()
    }
    return true
  }

  /// Steps over an identifier and returns whether there was one.
  mutating func skipIdentifier() -> Bool {
    let start = position
    while let byte = peek, byte == UInt8(ascii: "_") || byte >= 0x80 || isAlphanumeric(byte) {
      advance()
    }
    return position > start
  }

  /// Steps over white space and comments.
  mutating func skipTrivia() {
    while let byte = peek {
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
      {
        advance()
      } else if !skipComment() {
        return
      }
    }
  }

  /// At `(`: the position of a `{` that opens an argument directly inside these parentheses, or
  /// `nil` with the cursor after the matching `)` (or at the end) when there is none.
  mutating func firstBraceBeforeClosingParenthesis() -> Int? {
    advance()
    var depth = 0
    while let byte = peek {
      if skipComment() || skipString() { continue }
      switch byte {
      case UInt8(ascii: "{") where depth == 0: return position
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")") where depth == 0:
        advance()
        return nil
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
      advance()
    }
    return nil
  }

  /// At `{`: the lines from this brace to its matching `}`, or `nil` if it is never closed.
  mutating func braceExtent() -> ClosedRange<UInt>? {
    let first = line
    var depth = 0
    while let byte = peek {
      if skipComment() || skipString() { continue }
      if byte == UInt8(ascii: "{") { depth += 1 }
      if byte == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 { return first...line }
      }
      advance()
    }
    return nil
  }

  /// Steps over a `//` or a (nested) `/* */` comment, and returns whether there was one.
  private mutating func skipComment() -> Bool {
    guard peek == UInt8(ascii: "/") else { return false }
    if byte(at: position + 1) == UInt8(ascii: "/") {
      while let byte = peek, byte != UInt8(ascii: "\n") { advance() }
      return true
    }
    guard byte(at: position + 1) == UInt8(ascii: "*") else { return false }
    var depth = 0
    while peek != nil {
      if starts(with: "/*") {
        depth += 1
        advance()
      } else if starts(with: "*/") {
        depth -= 1
        advance()
        if depth == 0 {
          advance()
          return true
        }
      }
      advance()
    }
    return true
  }

  /// Steps over a string literal (`"…"`, `"""…"""`, `#"…"#`, with interpolations), and returns
  /// whether there was one.
  private mutating func skipString() -> Bool {
    var hashes = 0
    while byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
    guard byte(at: position + hashes) == UInt8(ascii: "\"") else { return false }
    for _ in 0..<hashes { advance() }
    let quotes = starts(with: "\"\"\"") ? 3 : 1
    for _ in 0..<quotes { advance() }
    let escape = [UInt8(ascii: "\\")] + Array(repeating: UInt8(ascii: "#"), count: hashes)
    let close =
      Array(repeating: UInt8(ascii: "\""), count: quotes)
      + Array(repeating: UInt8(ascii: "#"), count: hashes)
    while peek != nil {
      if starts(with: escape) {
        for _ in escape { advance() }
        if peek == UInt8(ascii: "(") { skipInterpolation() } else { advance() }
      } else if starts(with: close) {
        for _ in close { advance() }
        return true
      } else if quotes == 1, peek == UInt8(ascii: "\n") {
        return true  // An unterminated single-line string ends at the line's end.
      } else {
        advance()
      }
    }
    return true
  }

  /// At the `(` of an interpolation: steps to after its matching `)`.
  private mutating func skipInterpolation() {
    var depth = 0
    while let byte = peek {
      if skipComment() || skipString() { continue }
      if byte == UInt8(ascii: "(") { depth += 1 }
      advance()
      if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  private func starts(with prefix: String) -> Bool {
    starts(with: Array(prefix.utf8))
  }

  private func starts(with prefix: [UInt8]) -> Bool {
    guard position + prefix.count <= text.count else { return false }
    return text[position..<position + prefix.count].elementsEqual(prefix)
  }

  private func isAlphanumeric(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}

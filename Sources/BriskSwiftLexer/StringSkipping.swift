extension Lexer {
  /// One level of nesting inside a string literal: the string itself, or code in `\( … )`.
  private enum Frame {
    case string(hashes: Int, multiline: Bool)
    case interpolation(parentheses: Int)
  }

  /// Skips a string literal that starts at the current byte (`"`, `"""` or raw `#"`), with any
  /// interpolations and strings nested in them. An unterminated literal ends at the end of the
  /// file, or at the end of its line for a single-line literal.
  package mutating func skipString() {
    var stack = [openString()]
    while let frame = stack.last, let current = currentByte {
      switch frame {
      case .string(let hashes, let multiline):
        if current == ASCII.backslash && count(ASCII.hash, from: index + 1) >= hashes {
          index += 1 + hashes
          if currentByte == ASCII.openParen {
            index += 1
            stack.append(.interpolation(parentheses: 0))
          } else if currentByte != nil {
            index += 1
          }
        } else if current == ASCII.quote, closes(hashes: hashes, multiline: multiline) {
          index += (multiline ? 3 : 1) + hashes
          stack.removeLast()
        } else if current == ASCII.newline && !multiline {
          stack.removeLast()
        } else {
          index += 1
        }
      case .interpolation(let parentheses):
        if current == ASCII.quote || (current == ASCII.hash && startsRawString) {
          stack.append(openString())
        } else if current == ASCII.openParen {
          stack[stack.count - 1] = .interpolation(parentheses: parentheses + 1)
          index += 1
        } else if current == ASCII.closeParen {
          if parentheses == 0 {
            stack.removeLast()
          } else {
            stack[stack.count - 1] = .interpolation(parentheses: parentheses - 1)
          }
          index += 1
        } else {
          index += 1
        }
      }
    }
  }

  /// Consumes an opening delimiter and returns its frame.
  private mutating func openString() -> Frame {
    let hashes = count(ASCII.hash, from: index)
    index += hashes
    let multiline = count(ASCII.quote, from: index) >= 3
    index += multiline ? 3 : 1
    return .string(hashes: hashes, multiline: multiline)
  }

  private func closes(hashes: Int, multiline: Bool) -> Bool {
    let quotes = multiline ? 3 : 1
    return count(ASCII.quote, from: index) >= quotes
      && count(ASCII.hash, from: index + quotes) >= hashes
  }

  private func count(_ byte: UInt8, from offset: Int) -> Int {
    var end = offset
    while end < sourceBytes.count, sourceBytes[end] == byte { end += 1 }
    return end - offset
  }

  private var currentByte: UInt8? {
    index < sourceBytes.count ? sourceBytes[index] : nil
  }

  package var startsRawString: Bool {
    var offset = index
    while offset < sourceBytes.count, sourceBytes[offset] == ASCII.hash { offset += 1 }
    return offset < sourceBytes.count && sourceBytes[offset] == ASCII.quote
  }
}

/// The bytes the lexer looks at.
package enum ASCII {
  package static let newline: UInt8 = 0x0A
  package static let space: UInt8 = 0x20
  package static let quote: UInt8 = 0x22
  package static let hash: UInt8 = 0x23
  package static let openParen: UInt8 = 0x28
  package static let closeParen: UInt8 = 0x29
  package static let star: UInt8 = 0x2A
  package static let dash: UInt8 = 0x2D
  package static let dot: UInt8 = 0x2E
  package static let slash: UInt8 = 0x2F
  package static let greater: UInt8 = 0x3E
  package static let backslash: UInt8 = 0x5C
  package static let backtick: UInt8 = 0x60

  package static func isDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte)
  }

  package static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
      || byte == 0x24 || byte >= 0x80
  }

  package static func isIdentifierContinue(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
  }
}

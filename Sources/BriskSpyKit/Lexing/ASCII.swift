/// The bytes the lexer looks at.
enum ASCII {
  static let newline: UInt8 = 0x0A
  static let space: UInt8 = 0x20
  static let quote: UInt8 = 0x22
  static let hash: UInt8 = 0x23
  static let openParen: UInt8 = 0x28
  static let closeParen: UInt8 = 0x29
  static let star: UInt8 = 0x2A
  static let dash: UInt8 = 0x2D
  static let dot: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let greater: UInt8 = 0x3E
  static let backslash: UInt8 = 0x5C
  static let backtick: UInt8 = 0x60

  static func isDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte)
  }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
      || byte == 0x24 || byte >= 0x80
  }

  static func isIdentifierContinue(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
  }
}

import Testing

@testable import BriskSwiftLexer

@Suite struct ASCIITests {
  @Test func identifierCharacters() {
    for byte in Array("aZ_$".utf8) + [0xC3] {
      #expect(ASCII.isIdentifierStart(byte))
    }
    for byte in "9(-. ".utf8 {
      #expect(!ASCII.isIdentifierStart(byte))
    }
    #expect(ASCII.isIdentifierContinue(UInt8(ascii: "7")))
    #expect(!ASCII.isIdentifierContinue(UInt8(ascii: ":")))
    #expect(ASCII.isDigit(UInt8(ascii: "0")) && !ASCII.isDigit(UInt8(ascii: "a")))
  }
}

import Testing

@testable import BriskSwiftLexer

@Suite struct TokenTests {
  @Test func positionsOrderByLineThenColumn() {
    let early = SourcePosition(line: 2, column: 9)
    let late = SourcePosition(line: 3, column: 1)
    #expect(early < late)
    #expect(!(late < early))
    #expect(SourcePosition(line: 3, column: 2) > late)
    #expect(late.description == "3:1")
  }

  @Test func identifiersMatchOnlyWhenNotBackticked() {
    let plain = Token(kind: .identifier, text: "func", position: .init(line: 1, column: 1))
    var escaped = plain
    escaped.isBackticked = true
    #expect(plain.isIdentifier("func"))
    #expect(!escaped.isIdentifier("func"))
    #expect(escaped.text == "func")
  }
}

import Testing

@testable import BriskSpyKit

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
    #expect(plain.spelling == "func")
    #expect(escaped.spelling == "`func`")
  }

  @Test func quotesForMessages() {
    let brace = Token(kind: .punctuation, text: "}", position: .init(line: 1, column: 1))
    let end = Token(kind: .end, text: "", position: .init(line: 1, column: 1))
    #expect(brace.isPunctuation("}"))
    #expect(brace.quoted == "'}'")
    #expect(end.quoted == "the end of the file")
  }
}

import Testing

@testable import BriskSwiftLexer

@Suite struct LexerTests {
  private func texts(_ source: String) -> [String] {
    Lexer.tokens(in: source).dropLast().map { $0.isBackticked ? "`\($0.text)`" : $0.text }
  }

  @Test func splitsADeclaration() {
    #expect(
      texts("func load(id: Int) async throws -> [User]?")
        == [
          "func", "load", "(", "id", ":", "Int", ")", "async", "throws", "->", "[", "User", "]",
          "?",
        ])
  }

  @Test func dropsCommentsIncludingNestedBlockComments() {
    #expect(texts("a // line\n/* b /* c */ d */ e") == ["a", "e"])
    #expect(texts("/// doc\nf") == ["f"])
  }

  @Test func keepsEachOperatorCharacterApartExceptArrowAndEllipsis() {
    #expect(texts("Set<Array<Int>>") == ["Set", "<", "Array", "<", "Int", ">", ">"])
    #expect(texts("String...") == ["String", "..."])
    #expect(texts("A&B") == ["A", "&", "B"])
  }

  @Test func readsBacktickedNamesAndPoundKeywords() {
    let tokens = Lexer.tokens(in: "`default` #if os(iOS)")
    #expect(tokens[0].text == "default" && tokens[0].isBackticked)
    #expect(tokens[1].kind == .pound && tokens[1].text == "#if")
  }

  @Test func recordsPositionsInUTF8Columns() {
    let tokens = Lexer.tokens(in: "let é = 1\n  func")
    #expect(tokens[1].position == SourcePosition(line: 1, column: 5))
    #expect(tokens[2].position == SourcePosition(line: 1, column: 8))
    #expect(tokens[4].position == SourcePosition(line: 2, column: 3))
  }

  @Test func notesLineStartsAndSpaces() {
    let tokens = Lexer.tokens(in: "a b\nc(d").dropLast()
    #expect(tokens.map(\.startsLine) == [true, false, true, false, false])
    #expect(tokens.map(\.followsSpace) == [true, true, true, false, false])
  }

  @Test func notesAMarkerAloneOnItsLine() {
    let tokens = Lexer.tokens(
      in:
        "a\n// brisk:spy\n/// doc\n\n@b\n  //brisk:spy  \nc\nd // brisk:spy\ne\n/// brisk:spy\nf\n// brisk:spy too\ng"
    ).dropLast()
    #expect(tokens.map(\.text) == ["a", "@", "b", "c", "d", "e", "f", "g"])
    #expect(tokens.map(\.followsMarker) == [false, true, false, true, false, false, false, false])
  }

  @Test func readsNumbersWithFractions() {
    #expect(texts("15.0, 1_000") == ["15.0", ",", "1_000"])
  }

  @Test func alwaysEndsWithOneEndToken() {
    for source in ["", "   ", "/* unterminated", "\"unterminated", "`", "@"] {
      let tokens = Lexer.tokens(in: source)
      #expect(tokens.last?.kind == .end)
      #expect(tokens.filter { $0.kind == .end }.count == 1)
    }
  }
}

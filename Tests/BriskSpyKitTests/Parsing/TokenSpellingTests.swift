import Testing

@testable import BriskSpyKit

/// The generator's own views of a lexer token (`spelling`, `quoted`, in `TokenCursor.swift`).
@Suite struct TokenSpellingTests {
  @Test func spellsABacktickedNameWithItsBackticks() {
    let plain = Token(kind: .identifier, text: "func", position: .init(line: 1, column: 1))
    var escaped = plain
    escaped.isBackticked = true
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

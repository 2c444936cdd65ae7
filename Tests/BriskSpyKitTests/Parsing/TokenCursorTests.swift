import Testing

@testable import BriskSpyKit

@Suite struct TokenCursorTests {
  @Test func neverRunsPastTheEnd() {
    var cursor = TokenCursor(Lexer.tokens(in: "a"))
    #expect(cursor.advance().text == "a")
    #expect(cursor.isAtEnd)
    cursor.advance()
    cursor.advance()
    #expect(cursor.isAtEnd)
    #expect(cursor.peek(5).kind == .end)
  }

  @Test func addsAnEndTokenToAnArrayWithout() {
    let cursor = TokenCursor([])
    #expect(cursor.isAtEnd)
    #expect(cursor.previous == nil)
  }

  @Test func consumesOnlyWhatMatches() {
    var cursor = TokenCursor(Lexer.tokens(in: "( func"))
    let results = [
      cursor.consume(")"), cursor.consume("("), cursor.consumeKeyword("var"),
      cursor.consumeKeyword("func"),
    ]
    #expect(results == [false, true, false, true])
    #expect(cursor.previous?.text == "func")
  }

  @Test func expectNamesWhatItFound() {
    var cursor = TokenCursor(Lexer.tokens(in: "x"))
    do {
      try cursor.expect(":", "after x")
    } catch {
      #expect(error.reason == "expected ':' after x, found 'x'")
      #expect(error.position == SourcePosition(line: 1, column: 1))
      return
    }
    Issue.record("expect did not throw")
  }

  @Test func skipsNestedGroupsAndKeepsTheirText() {
    var cursor = TokenCursor(Lexer.tokens(in: "(iOS 15, (a)) rest"))
    #expect(cursor.skipGroup(open: "(", close: ")") == "(iOS 15, (a))")
    #expect(cursor.current.text == "rest")
  }

  @Test func anUnbalancedGroupEndsAtTheEnd() {
    var cursor = TokenCursor(Lexer.tokens(in: "<T: (A"))
    #expect(cursor.skipGroup(open: "<", close: ">") == "<T: (A")
    #expect(cursor.isAtEnd)
  }
}

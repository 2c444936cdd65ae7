import Testing

@testable import BriskSwiftLexer

@Suite struct StringSkippingTests {
  private func kinds(_ source: String) -> [String] {
    Lexer.tokens(in: source).dropLast().map { $0.kind == .string ? "string" : $0.text }
  }

  @Test func braceInsideAStringIsNotABrace() {
    #expect(kinds(#"x("{ }") y"#) == ["x", "(", "string", ")", "y"])
  }

  @Test func escapesAndInterpolationsNestStrings() {
    #expect(kinds(#""a \" b" c"#) == ["string", "c"])
    #expect(kinds(#""a \(f("}", (1))) b" c"#) == ["string", "c"])
  }

  @Test func rawAndMultilineStrings() {
    #expect(kinds(##"#"a " \( b"# c"##) == ["string", "c"])
    #expect(kinds("\"\"\"\n  \"quoted\" }\n  \"\"\" c") == ["string", "c"])
  }

  @Test func anUnterminatedSingleLineStringEndsAtItsLine() {
    #expect(kinds("\"open\nnext") == ["string", "next"])
  }

  @Test func anUnterminatedMultilineStringEndsTheFile() {
    #expect(kinds("a \"\"\"\n b\n c") == ["a", "string"])
  }

  @Test func deeplyNestedInterpolationsFinish() {
    let source = String(repeating: "\"\\(", count: 20_000) + "x"
    #expect(Lexer.tokens(in: source).count == 2)
  }
}

import Testing

@testable import BriskCore

@Suite struct InlineSnapshotLiteralTests {
  @Test func aClosureHoldsARawMultiLineStringIndentedToTheCall() {
    #expect(
      InlineSnapshotLiteral.closure("User(\n  name: \"Ann\",\n)", indent: "    ") == """
         {
              #\"\"\"
              User(
                name: "Ann",
              )
              \"\"\"#
            }
        """)
  }

  @Test func hasMoreHashesThanAnyRunInTheTextAndKeepsEmptyLinesEmpty() {
    let text = "a \"##\" \\(x) \\#(y)\n\n\"\"\"\"#"
    #expect(
      InlineSnapshotLiteral.literal(text, indent: "  ")
        == "  ###\"\"\"\n  a \"##\" \\(x) \\#(y)\n\n  \"\"\"\"#\n  \"\"\"###")
  }

  @Test func controlCharactersButTabAreEscapedWithTheHashes() {
    #expect(
      InlineSnapshotLiteral.literal("a\tb\rc\u{7F}", indent: "")
        == "#\"\"\"\na\tb\\#u{D}c\\#u{7F}\n\"\"\"#")
  }
}

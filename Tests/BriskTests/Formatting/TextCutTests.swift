import Testing

@testable import BriskCore

@Suite struct TextCutTests {
  @Test func numbersAreGroupedByThousands() {
    #expect(TextCut.grouped(0) == "0")
    #expect(TextCut.grouped(999) == "999")
    #expect(TextCut.grouped(1_000) == "1,000")
    #expect(TextCut.grouped(9_998_000) == "9,998,000")
    #expect(TextCut.grouped(-1_234_567) == "-1,234,567")
  }

  @Test func cutKeepsTheHeadAndCountsTheRest() {
    #expect(TextCut.cut("abcdef", to: 10) == "abcdef")
    #expect(TextCut.cut("abcdef", to: 2) == "ab… (4 more characters)")
    #expect(TextCut.cut("é👍🏽xyz", to: 2) == "é👍🏽… (3 more characters)")
  }

  @Test func charactersAreCountedAsSwiftCountsThem() {
    for text in [
      "", "abc", "a\r\nb", "\r\n\r\n", "\r", "é👍🏽x", String(repeating: "ab\r\n", count: 9),
    ] {
      #expect(TextCut.characterCount(text[...]) == text.count)
    }
  }

  @Test func controlCharactersAreEscaped() {
    #expect(TextCut.escapingControls("plain"[...]) == "plain")
    #expect(
      TextCut.escapingControls("\u{1B}[31mred\u{07}\t\0\r\n\u{7F}\u{85}é"[...])
        == #"\u{1B}[31mred\u{07}\t\0\r\n\u{7F}\u{85}é"#)
  }

  @Test func aWholeMessageIsCappedWithTheMarkerOnItsOwnLine() {
    #expect(TextCut.capped("short", to: 1_000) == "short")
    let capped = TextCut.capped(String(repeating: "x", count: 1_500), to: 1_000)
    #expect(capped == String(repeating: "x", count: 936) + "\n… (564 more characters)")
  }
}

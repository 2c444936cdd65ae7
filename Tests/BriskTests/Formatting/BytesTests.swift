import Testing

@testable import BriskCore

@Suite struct BytesTests {
  @Test func commonPrefixComparesBytesInChunks() {
    let long = String(repeating: "ab", count: 5_000)
    #expect(Bytes.commonPrefix(long, long) == 10_000)
    #expect(Bytes.commonPrefix(long + "x", long + "y") == 10_000)
    #expect(Bytes.commonPrefix("abc", "abd") == 2)
    #expect(Bytes.commonPrefix("", "a") == 0)
  }

  @Test func theDifferenceStartsAtACharacterInBothStrings() {
    // "e" and "e\u{301}" share a byte, but the second is one character.
    #expect(Bytes.characterBoundary(1, in: "e", and: "e\u{301}") == 0)
    #expect(Bytes.characterBoundary(2, in: "a\r\n", and: "a\rx") == 1)
  }

  @Test func everyKindOfLineBreakCounts() {
    for separator in ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"] {
      let text = ["one", "two", "three", "four"].joined(separator: separator)
      let offset = text.utf8.count - 4
      let (line, starts) = Bytes.lineStarts(in: text, before: offset, keeping: 2)
      #expect(line == 4)
      #expect(starts.count == 3)
      #expect(Bytes.slice(text, starts[2], text.utf8.count) == "four")
      #expect(Bytes.lineEnd(in: text, from: 0, limit: text.utf8.count) == 3)
    }
  }

  @Test func slicesAndEquality() {
    let text = "héllo world"
    #expect(Bytes.slice(text, 0, 6) == "héllo")
    #expect(Bytes.equal(text.dropFirst(6), "world"[...]))
    #expect(!Bytes.equal(text.dropFirst(6), "worle"[...]))
    #expect(Bytes.breakLength(in: "a\r\nb", at: 1) == 2)
    #expect(Bytes.breakLength(in: "a\r\nb", at: 0) == 0)
  }
}

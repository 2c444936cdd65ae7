import BriskTestSupport
import Testing

@testable import BriskCore

/// Long strings: the diff shows the lines around the first difference only, and every value is
/// cut with its marker. Each runs with a generous time limit, so a slow debug build sees the
/// same message as a release one; `brisk-bench` measures the time.
@Suite struct StringDiffWindowTests {
  private func message(_ actual: String, _ expected: String) -> [String] {
    let messages = withFailureMessageLimit(time: .seconds(60)) {
      failureMessages { expect(actual).to(equal(expected)) }
    }
    return messages.first?.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init) ?? []
  }

  @Test func tenMegabytesAgainstItselfPlusOneCharacter() {
    let expected = String(repeating: "a", count: 10_000_000)
    let lines = message(expected + "b", expected)
    let kept = String(repeating: "a", count: 1_000)
    let window = String(repeating: "a", count: 500)
    #expect(
      lines == [
        "expected to equal <\"\(kept)…\" (9,999,000 more characters)>,"
          + " got <\"\(kept)…\" (9,999,001 more characters)>",
        "difference (- expected, + actual), first at line 1, column 10000001:",
        "- …\(window)",
        "+ …\(window)b",
        String(repeating: " ", count: 503) + "^",
      ])
    #expect(lines.joined(separator: "\n").count < 20_000)
  }

  @Test func aHundredThousandLinesWithOneChanged() {
    let original = (0..<100_000).map { "line \($0)" }
    var changed = original
    changed[50_000] = "line fifty thousand"
    let expected = original.joined(separator: "\n")
    let lines = message(changed.joined(separator: "\n"), expected)
    let head = "expected to equal <" + String(expected.prefix(1_000)).debugDescription.dropLast()
    #expect(lines.first?.hasPrefix(head + "…\" (1,087,889 more characters)>, got <") == true)
    #expect(
      Array(lines.dropFirst()) == [
        "difference (- expected, + actual), first at line 50001, column 6:",
        "…",
        "  line 49998",
        "  line 49999",
        "- line 50000",
        "+ line fifty thousand",
        "       ^",
        "  line 50001",
        "  line 50002",
        "…",
      ])
    #expect(lines.joined(separator: "\n").count < 20_000)
  }

  @Test func escapesAndControlCharactersAreWrittenAsSwiftEscapes() {
    let noisy = String(repeating: "\u{1B}[31mred\u{1B}[0m\u{07}\t\u{00}", count: 700_000)
    let lines = message(noisy + "\u{1B}[0m", noisy)
    let text = lines.joined(separator: "\n")
    #expect(
      lines.first?.hasPrefix(#"expected to equal <"\u{1B}[31mred\u{1B}[0m\u{07}\t\0\u{1B}[31mred"#)
        == true)
    #expect(lines.first?.contains("…\" (10,499,000 more characters)>, got <") == true)
    #expect(lines[1] == "difference (- expected, + actual), first at line 1, column 10500001:")
    #expect(lines[2].hasPrefix(#"- …0m\u{07}\t\0\u{1B}[31mred"#))
    #expect(lines[3].hasSuffix(#"\u{1B}[31mred\u{1B}[0m\u{07}\t\0\u{1B}[0m"#))
    #expect(lines[4].count == lines[3].count - #"\u{1B}[0m"#.count + 1)
    #expect(lines[4].hasSuffix(" ^"))
    // No raw control character reaches the log: only the line breaks between lines.
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(text.count < 20_000)
  }

  @Test func windowsLineEndingsAndUnicodeSeparatorsCountAsOneBreak() {
    let original = (1...600).map { "row \($0)" }
    var changed = original
    changed[299] = "row three hundred"
    let separated = StringDiff.lines(
      expected: original.joined(separator: "\u{2028}"),
      actual: changed.joined(separator: "\u{2028}"))
    #expect(separated.first == "difference (- expected, + actual), first at line 300, column 5:")
    let windows = StringDiff.lines(
      expected: original.joined(separator: "\r\n"), actual: changed.joined(separator: "\r\n"))
    #expect(
      windows == [
        "difference (- expected, + actual), first at line 300, column 5:",
        "…",
        "  row 298",
        "  row 299",
        "- row 300",
        "+ row three hundred",
        "      ^",
        "  row 301",
        "  row 302",
        "…",
      ])
  }

  @Test func aLongLineShowsAWindowAroundTheDifference() {
    let expected = String(repeating: "x", count: 3_000) + "A" + String(repeating: "y", count: 3_000)
    let actual = String(repeating: "x", count: 3_000) + "B" + String(repeating: "y", count: 3_000)
    let lines = StringDiff.lines(expected: expected, actual: actual)
    let window = String(repeating: "x", count: 500)
    let after = String(repeating: "y", count: 499)
    #expect(
      lines == [
        "difference (- expected, + actual), first at line 1, column 3001:",
        "- …\(window)A\(after)… (2,501 more characters)",
        "+ …\(window)B\(after)… (2,501 more characters)",
        String(repeating: " ", count: 503) + "^",
      ])
  }

  @Test func differentRestsEndWithAnEllipsis() {
    let expected = (1...600).map { "row \($0)" }.joined(separator: "\n")
    let actual = (1...600).map { "row \($0 == 1 ? 0 : $0 + 1)" }.joined(separator: "\n")
    #expect(
      StringDiff.lines(expected: expected, actual: actual) == [
        "difference (- expected, + actual), first at line 1, column 5:",
        "- row 1",
        "+ row 0",
        "      ^",
        "…",
      ])
  }
}

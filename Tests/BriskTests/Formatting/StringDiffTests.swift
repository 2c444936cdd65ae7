import BriskTestSupport
import Testing

@testable import BriskCore

@Suite struct StringDiffTests {
  @Test func equalStringsHaveNoDiff() {
    #expect(StringDiff.lines(expected: "a\nb", actual: "a\nb") == [])
  }

  @Test func oneLineMarksTheFirstDifferingCharacter() {
    #expect(
      StringDiff.lines(expected: "hello world", actual: "hello wurld") == [
        "difference (- expected, + actual), first at line 1, column 8:",
        "- hello world",
        "+ hello wurld",
        "         ^",
      ])
  }

  @Test func multipleLinesShowALineDiff() {
    let expected = "Dear Ann,\nYour order shipped.\nThanks"
    let actual = "Dear Ann,\nYour orders shipped.\nThanks"
    #expect(
      StringDiff.lines(expected: expected, actual: actual) == [
        "difference (- expected, + actual), first at line 2, column 11:",
        "  Dear Ann,",
        "- Your order shipped.",
        "+ Your orders shipped.",
        "            ^",
        "  Thanks",
      ])
  }

  @Test func addedAndRemovedLines() {
    #expect(
      StringDiff.lines(expected: "a\nb\nc", actual: "a\nc\nd") == [
        "difference (- expected, + actual), first at line 2, column 1:",
        "  a",
        "- b",
        "  c",
        "+ d",
      ])
  }

  @Test func longDiffsKeepContextAroundChanges() {
    let expected = (1...20).map { "line \($0)" }.joined(separator: "\n")
    let actual = expected.replacingOccurrences(of: "line 10\n", with: "line ten\n")
    #expect(
      StringDiff.lines(expected: expected, actual: actual) == [
        "difference (- expected, + actual), first at line 10, column 6:",
        "…",
        "  line 8",
        "  line 9",
        "- line 10",
        "+ line ten",
        "       ^",
        "  line 11",
        "  line 12",
        "…",
      ])
  }

  @Test func aTrailingNewlineIsAnExtraLine() {
    #expect(
      StringDiff.lines(expected: "a", actual: "a\n") == [
        "difference (- expected, + actual), first at line 2, column 1:",
        "  a",
        "+ ",
        "  ^",
      ])
  }

  @Test func windowsLineEndingsSplitIntoLines() {
    #expect(
      StringDiff.lines(expected: "a\r\nb", actual: "a\r\nc") == [
        "difference (- expected, + actual), first at line 2, column 1:",
        "  a",
        "- b",
        "+ c",
        "  ^",
      ])
  }
}

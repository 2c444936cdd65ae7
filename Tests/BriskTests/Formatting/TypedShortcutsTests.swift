import BriskCore
import BriskTestSupport
import Testing

/// Failing `equal` on large standard containers: the message is bounded and names what differs.
/// Each runs with a generous time limit, so a slow debug build sees the same message as a release
/// one; `brisk-bench` measures the time.
private struct Survey: Equatable {
  var answers: [Int]
}

@Suite struct TypedShortcutsTests {
  @Test func aMillionElementFieldShowsItsDifferingIndex() {
    var answers = Array(repeating: 1, count: 1_000_000)
    let expected = Survey(answers: answers)
    answers[999_998] = 2
    let head =
      "Survey(answers: [" + Array(repeating: "1", count: 32).joined(separator: ", ")
      + ", … (999,968 more)])"
    let messages = withFailureMessageLimit(time: .seconds(60)) {
      failureMessages { expect(Survey(answers: answers)).to(equal(expected)) }
    }
    #expect(
      messages == [
        "expected to equal <\(head)>, got <\(head)>\n"
          + "differences:\n"
          + "  .answers[999998]: expected <1>, got <2>"
      ])
  }

  @Test func aMillionElementArrayShowsTheFirstDifference() {
    let expected = Array(0..<1_000_000)
    var actual = expected
    actual[999_999] = -1
    let head = "[" + (0..<32).map(String.init).joined(separator: ", ") + ", … (999,968 more)]"
    let messages = withFailureMessageLimit(time: .seconds(60)) {
      failureMessages { expect(actual).to(equal(expected)) }
    }
    #expect(
      messages == [
        "expected to equal <\(head)>, got <\(head)>\n"
          + "first difference at index 999999: expected <999999>, got <-1>"
      ])
  }

  @Test func aLargeDictionaryShowsTheDifferingEntryOnly() {
    // The case: a million keys, one value differs (building them is most of the time).
    let expected = Dictionary(uniqueKeysWithValues: zip(0..<1_000_000, 0..<1_000_000))
    var actual = expected
    actual[500_000] = -1
    actual[-5] = 5
    let head = "[" + (0..<32).map { "\($0): \($0)" }.joined(separator: ", ")
    let messages = withFailureMessageLimit(time: .seconds(60)) {
      failureMessages { expect(actual).to(equal(expected)) }
    }
    #expect(
      messages == [
        "expected to equal <\(head), … (999,968 more)]>, got <[-5: 5, "
          + (0..<31).map { "\($0): \($0)" }.joined(separator: ", ") + ", … (999,969 more)]>\n"
          + "differences:\n"
          + "  [-5]: expected no entry, got <5>\n"
          + "  [500000]: expected <500000>, got <-1>"
      ])
  }

  @Test func aLargeSetShowsWhatIsMissing() {
    let expected = Set(0..<1_000_000)
    var actual = expected
    actual.remove(500_000)
    let head = "[" + (0..<32).map(String.init).joined(separator: ", ")
    let messages = withFailureMessageLimit(time: .seconds(60)) {
      failureMessages { expect(actual).to(equal(expected)) }
    }
    #expect(
      messages == [
        "expected to equal <\(head), … (999,968 more)]>, got <\(head), … (999,967 more)]>\n"
          + "missing: <[500000]>"
      ])
  }

  @Test func manyDifferencesAreCountedNotListed() {
    let expected = Dictionary(uniqueKeysWithValues: zip(0..<2_000, 0..<2_000))
    let actual = expected.mapValues { $0 + 1 }
    let messages = failureMessages { expect(actual).to(equal(expected)) }
    let lines = messages.first?.split(separator: "\n").map(String.init) ?? []
    #expect(lines.count == 1 + 1 + 20 + 1)
    #expect(lines.dropFirst(2).first == "  [0]: expected <0>, got <1>")
    #expect(lines.last == "  … (1,980 more differences)")
  }

  @Test func manyExtraElementsOfALargeSetShowTheSmallest() {
    let expected = Set(0..<10)
    let actual = Set(0..<5_000)
    let messages = failureMessages { expect(actual).to(equal(expected)) }
    let extra = "[" + (10..<42).map(String.init).joined(separator: ", ") + ", … (4,958 more)]"
    #expect(messages.first?.hasSuffix("\nextra: <\(extra)>") == true)
  }
}

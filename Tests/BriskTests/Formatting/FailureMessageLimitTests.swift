import BriskTestSupport
import Testing

@testable import BriskCore

@Suite struct FailureMessageLimitTests {
  @Test func defaultsAndTheSharesTheyGive() {
    let limit = FailureMessageLimit()
    #expect(limit == FailureMessageLimit(characters: 20_000, time: .milliseconds(50)))
    #expect(FailureMessageLimit.current == limit)
    #expect(limit.valueCharacters == 1_000)
    #expect(limit.elements == 32)
    #expect(limit.differences == 20)
  }

  @Test func aLongMessageIsCutWithTheCharactersLeftOut() {
    let messages = failureMessages { fail(String(repeating: "x", count: 30_000)) }
    #expect(
      messages == [String(repeating: "x", count: 19_936) + "\n… (10,064 more characters)"])
  }

  @Test func aRaisedLimitShowsTheWholeValue() {
    let long = String(repeating: "a", count: 3_000)
    let messages = withFailureMessageLimit(characters: 100_000) {
      failureMessages {
        expect(long).to(equal("b"))
        fail(String(repeating: "x", count: 30_000))
      }
    }
    #expect(
      messages == [
        "expected to equal <\"b\">, got <\"\(long)\">\n"
          + "difference (- expected, + actual), first at line 1, column 1:\n"
          + "- b\n"
          + "+ \(long)\n"
          + "  ^",
        String(repeating: "x", count: 30_000),
      ])
  }
}

@Suite struct EveryFailureMessageIsCappedTests {
  private let phrase = "be " + String(repeating: "x", count: 30_000)

  @Test func aMatcherWithAHugePhraseIsCut() {
    let huge = Matcher<Int>(phrase) { _ in false }
    let messages = failureMessages { expect(1).to(huge) }
    let head = "expected to " + phrase
    #expect(messages == [String(head.prefix(19_936)) + "\n… (10,088 more characters)"])
  }

  @Test func aRequirementIsCutToo() {
    let huge = Matcher<Int>(phrase) { _ in false }
    let messages = failureMessages { _ = try? require(1).to(huge) }
    #expect(messages.first?.count == 19_936 + 1 + "… (10,088 more characters)".count)
  }

  @Test func anAsyncExpectationIsCutToo() async {
    let huge = Matcher<Int>(phrase) { _ in false }
    let messages = await failureMessages {
      await expect {
        await Task.yield()
        return 1
      }.to(huge)
    }
    #expect(messages.first?.hasSuffix("\n… (10,088 more characters)") == true)
  }
}

import BriskTestSupport
import Testing

@testable import Brisk

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

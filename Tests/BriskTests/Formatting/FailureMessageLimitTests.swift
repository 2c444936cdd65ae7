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

  @Test func scopesNestAndKeepWhatTheyDoNotSet() async {
    await withFailureMessageLimit(characters: 40_000) {
      #expect(FailureMessageLimit.current.characters == 40_000)
      await withFailureMessageLimit(time: .seconds(2)) {
        await Task.yield()
        #expect(
          FailureMessageLimit.current
            == FailureMessageLimit(characters: 40_000, time: .seconds(2)))
      }
    }
    #expect(FailureMessageLimit.current == FailureMessageLimit())
  }

  @Test func aLimitBelowTheMinimumIsReportedAndRaised() {
    var seen: FailureMessageLimit?
    let messages = failureMessages {
      withFailureMessageLimit(characters: 10, time: .milliseconds(-1)) {
        seen = FailureMessageLimit.current
      }
    }
    #expect(
      messages == [
        "a failure message limit of 10 characters is below the minimum of 1,000; using 1,000\n"
          + "a failure message time limit of -1 ms is not positive; using 50 ms"
      ])
    #expect(seen == FailureMessageLimit(characters: 1_000, time: .milliseconds(50)))
  }

  @Test func theAsyncScopeReportsBadLimitsToo() async {
    let messages = await failureMessages {
      await withFailureMessageLimit(characters: -5) {
        await Task.yield()
        #expect(FailureMessageLimit.current.characters == 1_000)
      }
    }
    #expect(
      messages == [
        "a failure message limit of -5 characters is below the minimum of 1,000; using 1,000"
      ])
  }
}

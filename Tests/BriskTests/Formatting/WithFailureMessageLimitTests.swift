import BriskTestSupport
import Testing

@testable import Brisk

@Suite struct WithFailureMessageLimitTests {
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

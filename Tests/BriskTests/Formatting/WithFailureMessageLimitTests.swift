import BriskTestSupport
import Testing

@testable import BriskCore

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

  // The documented use: a closure of one expectation, whose result nobody reads. The build has
  // zero warnings, so this also checks that the scope's result is discardable.
  @Test func aScopeAroundOneExpectationReportsItsFailure() async {
    let messages = await failureMessages {
      withFailureMessageLimit(characters: 40_000) { expect(1).to(equal(2)) }
      await withFailureMessageLimit(characters: 40_000) {
        await expect { () async -> Int in 1 }.to(equal(3))
      }
    }
    #expect(messages == ["expected to equal <2>, got <1>", "expected to equal <3>, got <1>"])
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

  @Test func noLimitAtAllShowsWholeValues() {
    let numbers = Set(0..<2_000)
    let expected = numbers.sorted().map(String.init).joined(separator: ", ")
    withFailureMessageLimit(characters: .max, time: .seconds(.infinity)) {
      #expect(stringify(numbers) == "[\(expected)]")
      let tags = Set((0..<2_000).map { "tag \($0)" })
      #expect(!stringify(tags).contains("more)"))
      let long = String(repeating: "a", count: 50_000)
      #expect(stringify(long) == "\"\(long)\"")
      let messages = failureMessages { expect(numbers.union([-1])).to(equal(numbers)) }
      #expect(messages.first?.hasSuffix("]>\nextra: <[-1]>") == true)
    }
  }
}

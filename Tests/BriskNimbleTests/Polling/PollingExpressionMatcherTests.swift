import Brisk
import BriskTestSupport
import Testing

/// A matcher written the Nimble way that reads the expression on its first check only, then
/// passes on the third: polling must leave the evaluating to it.
private func passesOnTheThirdCheck(_ checks: Locked<Int>) -> Matcher<Int> {
  Matcher { expression in
    let count = checks.withLock { value -> Int in
      value += 1
      return value
    }
    if count == 1 { _ = try expression.evaluate() }
    return MatcherResult(
      bool: count >= 3, message: .expectedActualValueTo("be checked three times"))
  }
}

@Suite struct PollingExpressionMatcherTests {
  @MainActor
  @Test func aMatcherWrittenTheNimbleWayDecidesWhetherTheExpressionRuns() async {
    var runs = 0
    let checks = Locked(0)
    await expectMessages([]) {
      await expect { () -> Int in
        runs += 1
        return runs
      }.toEventually(
        passesOnTheThirdCheck(checks), timeout: .seconds(30), pollInterval: .milliseconds(1))
    }
    #expect(runs == 1)
    #expect(checks.current == 3)
  }

  @MainActor
  @Test func aFailureDescribesTheLatestOutcomeWithoutRunningTheExpressionAgain() async {
    let checks = Locked(0)
    var runs = 0
    let messages = await failureMessages {
      await expect { () -> Int in
        runs += 1
        return 7
      }.toEventually(
        passesOnTheThirdCheck(checks), timeout: .milliseconds(1), pollInterval: .milliseconds(1))
    }
    #expect(runs == 1)
    #expect(
      messages == [
        "expected to eventually be checked three times, got <7>\n"
          + "timed out after 1 ms, polling every 1 ms"
      ])
  }
}

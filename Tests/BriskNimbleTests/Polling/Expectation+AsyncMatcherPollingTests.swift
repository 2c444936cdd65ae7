import Brisk
import BriskTestSupport
import Testing

/// A counter that grows by one each time it is read; reads are synchronous, as a plain
/// `expect(value)` makes them.
private final class Counter {
  private var value = 0

  func next() -> Int {
    value += 1
    return value
  }
}

/// An async matcher: the value reaches `target`.
private func reach(_ target: Int) -> AsyncMatcher<Int> {
  AsyncMatcher.simple("reach <\(target)>") { expression in
    await Task.yield()
    return MatcherStatus(bool: (try await expression.evaluate() ?? 0) >= target)
  }
}

@Suite struct ExpectationAsyncMatcherPollingTests {
  @Test func theExpressionIsReadAgainAtEveryPoll() async {
    let counter = Counter()
    await expectMessages([]) {
      let polled = await expect(counter.next()).toEventually(
        reach(3), timeout: .seconds(30), pollInterval: .milliseconds(1))
      #expect(polled.status == .passed)
      await expect(counter.next()).toEventuallyNot(
        reach(100), timeout: .seconds(30), pollInterval: .milliseconds(1))
    }
    #expect(counter.next() >= 5)
  }

  @Test func failuresNilAndNegationReportWordForWord() async {
    let messages = await failureMessages {
      await expect(1).toEventually(
        reach(2), timeout: .milliseconds(20), pollInterval: .milliseconds(5))
      await expect(2).toEventuallyNot(
        reach(2), timeout: .milliseconds(20), pollInterval: .milliseconds(5))
      await expect(1).toNever(reach(1), until: .milliseconds(20))
      await expect(1).toAlways(reach(2), until: .milliseconds(20))
      await expect(nil as Int?).toNever(reach(1), until: .milliseconds(20))
    }
    #expect(
      messages == [
        "expected to eventually reach <2>, got <1>\ntimed out after 20 ms, polling every 5 ms",
        "expected to eventually not reach <2>, got <2>\ntimed out after 20 ms, polling every 5 ms",
        "expected to never reach <1>, got <1>\nmatched while polling",
        "expected to always reach <2>, got <1>\nstopped matching while polling",
        "expected to never reach <1>, got <nil> (use beNil() to match nils)\n"
          + "could not be checked while polling",
      ])
  }

  @Test func aNonPositiveTimeoutFailsWithoutPolling() async {
    let messages = await failureMessages {
      #expect(await expect(1).toEventually(reach(1), timeout: .seconds(0)).status == .failed)
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("timeout") == true)
  }
}

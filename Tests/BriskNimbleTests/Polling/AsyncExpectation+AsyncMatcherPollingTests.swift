import Brisk
import BriskTestSupport
import Testing

/// A value that grows by one each time it is read.
private actor Ticker {
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

@Suite struct AsyncExpectationAsyncMatcherPollingTests {
  @Test func toEventuallyPassesWhenTheMatcherComesToAgree() async {
    let ticker = Ticker()
    await expectMessages([]) {
      await expect { await ticker.next() }.toEventually(
        reach(3), timeout: .seconds(30), pollInterval: .milliseconds(1))
      await expect { await ticker.next() }.toEventuallyNot(
        reach(100), timeout: .seconds(30), pollInterval: .milliseconds(1))
    }
  }

  @Test func toEventuallyTimesOutWithTheMatchersMessage() async {
    let messages = await failureMessages {
      await expect { 1 }.toEventually(
        reach(2), timeout: .milliseconds(20), pollInterval: .milliseconds(5))
    }
    #expect(
      messages == [
        "expected to eventually reach <2>, got <1>\ntimed out after 20 ms, polling every 5 ms"
      ])
  }

  @Test func toNeverAndToAlwaysFailAtTheFirstPollThatDisagrees() async {
    await expectMessages([
      "expected to never reach <1>, got <1>\nmatched while polling",
      "expected to always reach <2>, got <1>\nstopped matching while polling",
      "expected to never reach <1>, got <nil> (use beNil() to match nils)\ncould not be checked while polling",
    ]) {
      await expect { 1 }.toNever(reach(1), until: .milliseconds(20))
      await expect { 1 }.toAlways(reach(2), until: .milliseconds(20))
      await expect { nil as Int? }.toNever(reach(1), until: .milliseconds(20))
    }
    await expectMessages([]) {
      await expect { 1 }.toNever(reach(2), until: .milliseconds(20))
      await expect { 1 }.toAlways(reach(1), until: .milliseconds(20))
    }
  }

  @Test func aThrowingExpressionIsReported() async {
    struct Boom: Error {}
    await expectMessages([
      "expected to never match, got unexpected error thrown: <Boom()>\ncould not be checked while polling"
    ]) {
      await expect { () async throws -> Int in throw Boom() }.toNever(
        reach(1), until: .milliseconds(20))
    }
  }
}

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

/// An async matcher: the value is at least `target`.
private func reach(_ target: Int) -> AsyncMatcher<Int> {
  AsyncMatcher.simple("reach <\(target)>") { expression in
    await Task.yield()
    return MatcherStatus(bool: (try await expression.evaluate() ?? 0) >= target)
  }
}

private let short = PollingDuration.milliseconds(20)

@Suite struct AsyncRequirementAsyncMatcherPollingTests {
  @Test func everyVerbReturnsTheValueWhenItPasses() async throws {
    let ticker = Ticker()
    let reached = try await require { await ticker.next() }.toEventually(
      reach(3), timeout: .seconds(30), pollInterval: .milliseconds(1))
    #expect(reached == 3)
    #expect(
      try await require { await ticker.next() }.toEventuallyNot(reach(100), timeout: .seconds(30))
        == 4)
    #expect(try await require { () async in 1 }.toNever(reach(2), until: short) == 1)
    #expect(try await require { () async in 1 }.toAlways(reach(1), until: short) == 1)
  }

  @Test func everyVerbReportsAndThrowsWhenItFails() async {
    await expectMessages([
      "expected to eventually reach <2>, got <1>\ntimed out after 20 ms, polling every 20 ms",
      "expected to eventually not reach <1>, got <1>\ntimed out after 20 ms, polling every 20 ms",
      "expected to never reach <1>, got <1>\nmatched while polling",
      "expected to always reach <2>, got <1>\nstopped matching while polling",
      "expected to never reach <1>, got <nil> (use beNil() to match nils)\ncould not be checked while polling",
    ]) {
      await #expect(throws: RequireError.self) {
        try await require { () async in 1 }.toEventually(
          reach(2), timeout: short, pollInterval: short)
      }
      _ = try? await require { () async in 1 }.toEventuallyNot(
        reach(1), timeout: short, pollInterval: short)
      _ = try? await require { () async in 1 }.toNever(reach(1), until: short)
      _ = try? await require { () async in 1 }.toAlways(reach(2), until: short)
      _ = try? await require { () async -> Int? in nil }.toNever(reach(1), until: short)
    }
  }

  @Test func nimblesSpellingsAreTheSame() async throws {
    #expect(try await require { () async in 1 }.toNotEventually(reach(2)) == 1)
    #expect(try await require { () async in 1 }.neverTo(reach(2), until: short) == 1)
    #expect(try await require { () async in 1 }.alwaysTo(reach(1), until: short) == 1)
    await expectMessages([
      "expected to eventually not reach <1>, got <1>\ntimed out after 20 ms, polling every 20 ms",
      "expected to never reach <1>, got <1>\nmatched while polling",
      "expected to always reach <2>, got <1>\nstopped matching while polling",
    ]) {
      _ = try? await require { () async in 1 }.toNotEventually(
        reach(1), timeout: short, pollInterval: short)
      _ = try? await require { () async in 1 }.neverTo(reach(1), until: short)
      _ = try? await require { () async in 1 }.alwaysTo(reach(2), until: short)
    }
  }

  @Test func badTimeoutsAreRefused() async {
    await expectMessages(["toAlways needs a positive timeout, got -1 s"]) {
      _ = try? await require { () async in 1 }.toAlways(reach(1), until: .seconds(-1))
    }
  }
}

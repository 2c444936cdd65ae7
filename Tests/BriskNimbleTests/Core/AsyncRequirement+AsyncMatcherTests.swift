import Brisk
import BriskTestSupport
import Testing

private struct Broken: Error {}

/// An async matcher: the value is at least `target`.
private func reach(_ target: Int) -> AsyncMatcher<Int> {
  AsyncMatcher.simple("reach <\(target)>") { expression in
    await Task.yield()
    return MatcherStatus(bool: (try await expression.evaluate() ?? 0) >= target)
  }
}

private func load(_ value: Int?) async -> Int? {
  value
}

@Suite struct AsyncRequirementAsyncMatcherTests {
  @Test func passesAndReturnsTheValue() async throws {
    #expect(try await requirea(await load(3)).to(reach(2)) == 3)
    #expect(try await require { await load(1) }.toNot(reach(2)) == 1)
    #expect(try await requirea(await load(1)).toNot(reach(2)) == 1)
  }

  @Test func failsWithTheMatchersMessageAndThrows() async {
    struct Custom: Error {}
    await expectMessages([
      "expected to reach <2>, got <1>",
      "d\nexpected to not reach <1>, got <1>",
      "expected to not reach <1>, got <1>",
    ]) {
      await #expect(throws: RequireError.self) {
        try await requirea(await load(1)).to(reach(2))
      }
      _ = try? await requirea(await load(1)).toNot(reach(1), description: "d")
      await #expect(throws: Custom.self) {
        try await requirea(customError: Custom(), await load(1)).toNot(reach(1))
      }
    }
  }

  @Test func nilAndThrownErrorsFail() async {
    await expectMessages([
      "expected to reach <1>, got <nil> (use beNil() to match nils)",
      "expected to match, got unexpected error thrown: <Broken()>",
    ]) {
      _ = try? await requirea(await load(nil)).to(reach(1))
      _ = try? await require { () async throws -> Int in throw Broken() }.to(reach(1))
    }
  }
}

import Brisk
import BriskTestSupport
import Testing

private func beSmall() -> AsyncMatcher<Int> {
  AsyncMatcher.simple("be small") { expression in
    MatcherStatus(bool: try await expression.evaluate() ?? 0 < 3)
  }
}

@Suite struct NotAsyncTests {
  @Test func invertsAnAsyncMatcher() async {
    await expectMessages([]) {
      await expecta(5).to(not(beSmall()))
      await expecta(1).toNot(not(beSmall()))
    }
    await expectMessages([
      "expected to not be small, got <1>",
      "expected to not not be small, got <5>",
      "expected to not be small, got <nil> (use beNil() to match nils)",
    ]) {
      await expecta(1).to(not(beSmall()))
      await expecta(5).toNot(not(beSmall()))
      await expecta(nil as Int?).to(not(beSmall()))
    }
  }
}

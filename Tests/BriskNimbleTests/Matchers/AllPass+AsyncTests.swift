import Brisk
import BriskTestSupport
import Testing

private struct Boom: Error {}

private func isSmall(_ value: Int) async -> Bool { value < 3 }

private func beSmall() -> AsyncMatcher<Int> {
  AsyncMatcher.simple("be small") { expression in
    MatcherStatus(bool: await isSmall(try await expression.evaluate() ?? 0))
  }
}

@Suite struct AllPassAsyncTests {
  @Test func anAsyncPredicatePassesAndFails() async {
    await expectMessages([]) {
      await expecta([1, 2]).to(allPass { await isSmall($0) })
      await expecta([1, 5]).toNot(allPass { await isSmall($0) })
      await expecta(Set([1, 2])).to(allPass("be small") { await isSmall($0) })
    }
    await expectMessages([
      "expected to all pass the predicate, got <[1, 3, 4]>\nfirst failing element at index 1: <3>",
      "expected to not all pass the predicate, got <[1, 2]>",
      "expected to all be small, got <[1, 3]>\nfirst failing element at index 1: <3>",
      "expected to all pass the predicate, got <nil>",
      "expected to not all pass the predicate, got <nil>",
      "expected to all pass the predicate, got unexpected error thrown: <Boom()>",
    ]) {
      await expecta([1, 3, 4]).to(allPass { await isSmall($0) })
      await expecta([1, 2]).toNot(allPass { await isSmall($0) })
      await expecta([1, 3]).to(allPass("be small") { await isSmall($0) })
      await expecta(nil as [Int]?).to(allPass { await isSmall($0) })
      await expecta(nil as [Int]?).toNot(allPass { await isSmall($0) })
      await expecta([1]).to(allPass { _ in try await Task { throw Boom() }.value })
    }
  }

  @Test func anAsyncMatcherPassesAndFails() async {
    await expectMessages([]) {
      await expecta([1, 2]).to(allPass(beSmall()))
      await expecta([1, 5]).toNot(allPass(beSmall()))
    }
    await expectMessages([
      "expected to all be small, got <[1, 3, 4]>\nfailing elements:\n"
        + "  [1]: expected to be small, got <3>\n  [2]: expected to be small, got <4>",
      "expected to not all be small, got <[1, 2]>",
      "expected to all be small, got <nil>",
    ]) {
      await expecta([1, 3, 4]).to(allPass(beSmall()))
      await expecta([1, 2]).toNot(allPass(beSmall()))
      await expecta(nil as [Int]?).to(allPass(beSmall()))
    }
  }

  @Test func aSynchronousPredicateStaysSynchronous() {
    let matcher: Matcher<[Int]> = allPass { $0 < 3 }
    expectNoFailure { expect([1, 2]).to(matcher) }
  }
}

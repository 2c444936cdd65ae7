import Brisk
import BriskTestSupport
import Testing

private func beSmall() -> AsyncMatcher<Int> {
  AsyncMatcher.simple("be small") { expression in
    MatcherStatus(bool: try await expression.evaluate() ?? 0 < 3)
  }
}

@Suite struct SatisfyAnyOfAsyncTests {
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func anArrayMixesThemToo() async {
    let checks: [any AsyncableMatcher<Int>] = [beSmall(), equal(9)]
    let none: [any AsyncableMatcher<Int>] = []
    await expectMessages([]) { await expecta(9).to(satisfyAnyOf(checks)) }
    await expectMessages([
      "expected to be small or equal <9>, got <5>\n  ✗ be small\n  ✗ equal <9>",
      "expected to not be small or equal <9>, got <2>\n  ✓ be small\n  ✗ equal <9>",
      "expected to be small or equal <9>, got <nil>\n  ✗ be small\n  ✗ equal <9>",
      "expected to satisfy any of no matchers, got <2>: pass satisfyAnyOf at least one matcher",
      "expected to not satisfy any of no matchers, got <2>: pass satisfyAnyOf at least one matcher",
    ]) {
      await expecta(5).to(satisfyAnyOf(checks))
      await expecta(2).toNot(satisfyAnyOf(checks))
      await expecta(nil as Int?).to(satisfyAnyOf(checks))
      await expecta(2).to(satisfyAnyOf(none))
      await expecta(2).toNot(satisfyAnyOf(none))
    }
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func mixesSynchronousAndAsyncMatchers() async {
    await expectMessages([]) {
      await expecta(2).to(satisfyAnyOf(beSmall(), equal(9)))
      await expecta(9).to(beSmall() || equal(9))
      await expecta(9).to(equal(9) || beSmall())
      await expecta(1).to(beSmall() || beSmall())
      await expecta(5).toNot(satisfyAnyOf(beSmall(), equal(9)))
    }
    await expectMessages([
      "expected to be small or equal <9>, got <5>\n  ✗ be small\n  ✗ equal <9>",
      "expected to not equal <9> or be small, got <2>\n  ✗ equal <9>\n  ✓ be small",
      "expected to be small or equal <9>, got <nil>\n  ✗ be small\n  ✗ equal <9>",
    ]) {
      await expecta(5).to(beSmall() || equal(9))
      await expecta(2).toNot(satisfyAnyOf(equal(9), beSmall()))
      await expecta(nil as Int?).to(satisfyAnyOf(beSmall(), equal(9)))
    }
  }
}

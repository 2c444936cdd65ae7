import Brisk
import BriskTestSupport
import Testing

private func beSmall() -> AsyncMatcher<Int> {
  AsyncMatcher.simple("be small") { expression in
    MatcherStatus(bool: try await expression.evaluate() ?? 0 < 3)
  }
}

private actor Counter {
  var count = 0
  func next() -> Int {
    count += 1
    return count
  }
}

@Suite struct SatisfyAllOfAsyncTests {
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func anArrayMixesThemToo() async {
    let checks: [any AsyncableMatcher<Int>] = [beSmall(), beGreaterThan(1)]
    let none: [any AsyncableMatcher<Int>] = []
    await expectMessages([]) { await expecta(2).to(satisfyAllOf(checks)) }
    await expectMessages([
      "expected to be small and be greater than <1>, got <5>\n  ✗ be small\n  ✓ be greater than <1>",
      "expected to not be small and be greater than <1>, got <2>\n  ✓ be small\n  ✓ be greater than <1>",
      "expected to be small and be greater than <1>, got <nil>\n  ✗ be small\n  ✗ be greater than <1>",
      "expected to satisfy all of no matchers, got <2>: pass satisfyAllOf at least one matcher",
      "expected to not satisfy all of no matchers, got <2>: pass satisfyAllOf at least one matcher",
    ]) {
      await expecta(5).to(satisfyAllOf(checks))
      await expecta(2).toNot(satisfyAllOf(checks))
      await expecta(nil as Int?).to(satisfyAllOf(checks))
      await expecta(2).to(satisfyAllOf(none))
      await expecta(2).toNot(satisfyAllOf(none))
    }
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func mixesSynchronousAndAsyncMatchers() async {
    await expectMessages([]) {
      await expecta(2).to(satisfyAllOf(beSmall(), beGreaterThan(1)))
      await expecta(2).to(beSmall() && beGreaterThan(1))
      await expecta(2).to(beGreaterThan(1) && beSmall())
      await expecta(2).to(beSmall() && beSmall())
      await expecta(5).toNot(satisfyAllOf(beSmall(), beGreaterThan(1)))
    }
    await expectMessages([
      "expected to be small and be greater than <1>, got <5>\n  ✗ be small\n  ✓ be greater than <1>",
      "expected to not be greater than <1> and be small, got <2>\n  ✓ be greater than <1>\n  ✓ be small",
      "expected to be small and be greater than <1>, got <nil>\n  ✗ be small\n  ✗ be greater than <1>",
      "expected to not be small and be small, got <nil>\n  ✗ be small\n  ✗ be small",
    ]) {
      await expecta(5).to(beSmall() && beGreaterThan(1))
      await expecta(2).toNot(satisfyAllOf(beGreaterThan(1), beSmall()))
      await expecta(nil as Int?).to(satisfyAllOf(beSmall(), beGreaterThan(1)))
      await expecta(nil as Int?).toNot(beSmall() && beSmall())
    }
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func evaluatesTheExpressionOnce() async {
    let counter = Counter()
    await expectMessages([]) {
      await expect { await counter.next() }.to(satisfyAllOf(beSmall(), equal(1)))
    }
    #expect(await counter.count == 1)
  }

  @Test func allSynchronousMatchersStaySynchronous() {
    let matcher: Matcher<Int> = satisfyAllOf(beGreaterThan(1), beLessThan(3))
    expectNoFailure { expect(2).to(matcher) }
  }
}

import Brisk
import BriskTestSupport
import Testing

private struct Boom: Error {}

private func beEven() -> AsyncMatcher<Int> {
  AsyncMatcher { expression in
    let value = try await expression.evaluate()
    await Task.yield()
    return MatcherResult(
      bool: value.map { $0.isMultiple(of: 2) } ?? false,
      message: .expectedActualValueTo("be even"))
  }
}

@Suite struct ExpectationAsyncMatcherTests {
  @Test func aSynchronousExpectationTakesAnAsyncMatcher() async {
    await expectMessages([]) {
      await expect(2).to(beEven())
      await expect(3).toNot(beEven())
      await expect(5).toNot(beEven())
      #expect(await expect(4).to(beEven()).status == .passed)
    }
  }

  @Test func failuresNilAndNegationReportWordForWord() async {
    await expectMessages([
      "expected to be even, got <3>",
      "expected to not be even, got <4>",
      "expected to not be even, got <6>",
      "expected to be even, got <nil>",
    ]) {
      #expect(await expect(3).to(beEven()).status == .failed)
      await expect(4).toNot(beEven())
      await expect(6).toNot(beEven())
      await expect(nil as Int?).to(beEven())
      await expect(nil as Int?).toNot(beEven())
    }
  }

  @Test func aThrownErrorFailsAtTheCallersLine() async {
    let line = UInt(#line + 2)
    let failures = await withFailureCollection {
      await expect { () throws -> Int in throw Boom() }.to(beEven())
    }
    #expect(
      failures.map(\.message) == ["expected to match, got unexpected error thrown: <Boom()>"])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func aPlainMatcherStillPicksTheSynchronousCheck() {
    expectMessages(["expected to equal <2>, got <1>"]) {
      expect(1).to(equal(2))
    }
  }
}

import Brisk
import BriskTestSupport
import Testing

private struct Boom: Error {}

private func isEven(_ value: Int) async -> Bool {
  value.isMultiple(of: 2)
}

/// An async matcher written the Nimble way.
private func beEvenAsync() -> AsyncMatcher<Int> {
  AsyncMatcher { expression in
    guard let value = try await expression.evaluate() else {
      return MatcherResult(status: .fail, message: .expectedActualValueTo("be even"))
    }
    return MatcherResult(bool: await isEven(value), message: .expectedActualValueTo("be even"))
  }
}

@Suite struct AsyncMatcherTests {
  @Test func checksThroughAnAsyncExpectation() async {
    await expectMessages([]) {
      await expecta(2).to(beEvenAsync())
      await expecta(3).toNot(beEvenAsync())
      await expect { 5 }.toNot(beEvenAsync())
    }
    await expectMessages([
      "expected to be even, got <3>", "expected to not be even, got <4>",
      "expected to be even, got <nil>", "expected to not be even, got <nil>",
    ]) {
      await expecta(3).to(beEvenAsync())
      await expecta(4).toNot(beEvenAsync())
      await expecta(nil as Int?).to(beEvenAsync())
      await expecta(nil as Int?).toNot(beEvenAsync())
    }
  }

  @Test func aThrownErrorFails() async {
    await expectMessages(["expected to match, got unexpected error thrown: <Boom()>"]) {
      await expect { () async throws -> Int in throw Boom() }.to(beEvenAsync())
    }
  }

  @Test func defineAndSimpleAddNimblesNilHint() async {
    let positive = AsyncMatcher<Int>.simple("be positive") { expression in
      MatcherStatus(bool: (try await expression.evaluate() ?? 0) > 0)
    }
    let odd = AsyncMatcher<Int>.define("be odd") { expression, message in
      MatcherResult(bool: (try await expression.evaluate() ?? 0) % 2 == 1, message: message)
    }
    let small = AsyncMatcher<Int>.define { expression in
      MatcherResult(
        bool: (try await expression.evaluate() ?? 0) < 10, message: .expectedTo("be small"))
    }
    await expectMessages([]) {
      await expecta(1).to(positive)
      await expecta(3).to(odd)
      await expecta(3).to(small)
    }
    await expectMessages([
      "expected to be positive, got <-1>",
      "expected to be positive, got <nil> (use beNil() to match nils)",
      "expected to not be odd, got <3>",
      "expected to be odd, got <nil> (use beNil() to match nils)",
      "expected to be small (use beNil() to match nils)",
    ]) {
      await expecta(-1).to(positive)
      await expecta(nil as Int?).to(positive)
      await expecta(3).toNot(odd)
      await expecta(nil as Int?).to(odd)
      await expecta(nil as Int?).to(small)
    }
  }

  @Test func nilableFormsJudgeNilThemselves() async {
    let missing = AsyncMatcher<Int>.simpleNilable("be missing") { expression in
      MatcherStatus(bool: try await expression.evaluate() == nil)
    }
    let absent = AsyncMatcher<Int>.defineNilable("be absent") { expression, message in
      MatcherResult(bool: try await expression.evaluate() == nil, message: message)
    }
    await expectMessages([]) {
      await expecta(nil as Int?).to(missing)
      await expecta(nil as Int?).to(absent)
    }
    await expectMessages([
      "expected to be missing, got <1>", "expected to not be absent, got <nil>",
    ]) {
      await expecta(1).to(missing)
      await expecta(nil as Int?).toNot(absent)
    }
  }

  @Test func satisfiesReturnsTheResult() async throws {
    let expression = AsyncExpression(expression: { 2 }, location: CodeLocation())
    #expect(try await beEvenAsync().satisfies(expression).status == .matches)
    let failing = AsyncExpression<Int>(expression: { throw Boom() }, location: CodeLocation())
    await #expect(throws: Boom.self) { try await beEvenAsync().satisfies(failing) }
  }
}

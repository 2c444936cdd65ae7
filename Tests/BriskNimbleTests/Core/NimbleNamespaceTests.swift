import Brisk
import BriskTestSupport
import Testing

/// A matcher written as suites that disambiguate write it, with the module name.
private func beEven() -> Nimble.Matcher<Int> {
  Nimble.Matcher { (expression: Nimble.Expression<Int>) -> Nimble.MatcherResult in
    let message = Nimble.ExpectationMessage.expectedActualValueTo("be even")
    guard let value = try expression.evaluate() else {
      return Nimble.MatcherResult(status: Nimble.MatcherStatus.fail, message: message)
    }
    return Nimble.MatcherResult(bool: value.isMultiple(of: 2), message: message)
  }
}

@Suite struct NimbleNamespaceTests {
  @Test func aMatcherSpelledWithTheModuleNamePassesAndFails() {
    expectNoFailure {
      expect(2).to(beEven())
      expect(3).toNot(beEven())
    }
    expectMessages([
      "expected to be even, got <3>",
      "expected to not be even, got <2>",
      "expected to be even, got <nil>",
    ]) {
      expect(3).to(beEven())
      expect(2).toNot(beEven())
      expect(nil as Int?).to(beEven())
    }
  }

  @Test func theNamesAreBrisksTypes() {
    #expect(Nimble.SyncExpectation<Int>.self == Expectation<Int>.self)
    #expect(Nimble.AsyncExpectation<Int>.self == AsyncExpectation<Int>.self)
    #expect(Nimble.AsyncExpression<Int>.self == AsyncExpression<Int>.self)
    #expect(Nimble.SyncRequirement<Int>.self == Requirement<Int>.self)
    #expect(Nimble.AsyncRequirement<Int>.self == AsyncRequirement<Int>.self)
    #expect(Nimble.RequireError.self == RequireError.self)
    #expect(Nimble.PollingDefaults.self == PollingDefaults.self)
    #expect(Nimble.NimbleTimeInterval.self == PollingDuration.self)
    #expect(Nimble.SourceLocation.self == CodeLocation.self)
    #expect(Nimble.FileString.self == FileString.self)
    #expect(Nimble.AssertionRecord.self == AssertionRecord.self)
    #expect(Nimble.FailureMessage.self == FailureMessage.self)
    #expect(Nimble.ToSucceedResult.self == ToSucceedResult.self)
  }

  @Test func anAsyncMatcherSpelledWithTheModuleName() async {
    let beOdd: Nimble.AsyncMatcher<Int> = AsyncMatcher.simple("be odd") { expression in
      MatcherStatus(bool: try await expression.evaluate().map { !$0.isMultiple(of: 2) } ?? false)
    }
    #expect(await failureMessages { await expecta(3).to(beOdd) }.isEmpty)
    #expect(
      await failureMessages { await expecta(2).to(beOdd) } == ["expected to be odd, got <2>"])
  }
}

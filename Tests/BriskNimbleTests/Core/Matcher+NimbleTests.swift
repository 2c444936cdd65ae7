import Brisk
import BriskTestSupport
import Testing

/// Nimble's full form: a closure over the expression.
private func beEven() -> Matcher<Int> {
  Matcher { expression in
    guard let value = try expression.evaluate() else {
      return MatcherResult(status: .fail, message: .expectedActualValueTo("be even"))
    }
    return MatcherResult(bool: value.isMultiple(of: 2), message: .expectedActualValueTo("be even"))
  }
}

private func beOdd() -> Matcher<Int> {
  Matcher.define("be odd") { expression, message in
    MatcherResult(
      bool: try expression.evaluate().map { !$0.isMultiple(of: 2) } ?? false, message: message)
  }
}

private func bePositive() -> Matcher<Int> {
  Matcher.simple("be positive") { expression in
    MatcherStatus(bool: (try expression.evaluate() ?? 0) > 0)
  }
}

private func beMissing() -> Matcher<Int> {
  Matcher.simpleNilable("be missing") { expression in
    MatcherStatus(bool: try expression.evaluate() == nil)
  }
}

private func beAbsent() -> Matcher<Int> {
  Matcher.defineNilable("be absent") { expression, message in
    MatcherResult(bool: try expression.evaluate() == nil, message: message)
  }
}

private func beSmall() -> Matcher<Int> {
  Matcher.define { expression in
    MatcherResult(
      bool: (try expression.evaluate() ?? 0) < 10,
      message: .expectedCustomValueTo("be small", actual: "big"))
  }
}

private struct Boom: Error {}

@Suite struct MatcherNimbleTests {
  @Test func aClosureOverTheExpressionMatches() {
    expectNoFailure {
      expect(2).to(beEven())
      expect(3).toNot(beEven())
    }
    expectMessages([
      "expected to be even, got <3>", "expected to not be even, got <4>",
      "expected to be even, got <nil>", "expected to not be even, got <nil>",
    ]) {
      expect(3).to(beEven())
      expect(4).toNot(beEven())
      expect(nil as Int?).to(beEven())
      expect(nil as Int?).toNot(beEven())
    }
  }

  @Test func anErrorFromTheExpressionFailsWithTheExpectation() {
    expectMessages([
      "expected to be even, got unexpected error thrown: <Boom()>",
      "expected to not be even, got unexpected error thrown: <Boom()>",
    ]) {
      expect { () throws -> Int in throw Boom() }.to(beEven())
      expect { () throws -> Int in throw Boom() }.toNot(beEven())
    }
  }

  @Test func defineFailsANilActualWithNimblesHint() {
    expectNoFailure {
      expect(3).to(beOdd())
      expect(2).toNot(beOdd())
    }
    expectMessages([
      "expected to be odd, got <2>", "expected to not be odd, got <3>",
      "expected to be odd, got <nil> (use beNil() to match nils)",
      "expected to not be odd, got <nil> (use beNil() to match nils)",
    ]) {
      expect(2).to(beOdd())
      expect(3).toNot(beOdd())
      expect(nil as Int?).to(beOdd())
      expect(nil as Int?).toNot(beOdd())
    }
  }

  @Test func defineWithoutAMessageKeepsTheClosuresMessage() {
    expectNoFailure { expect(3).to(beSmall()) }
    expectMessages([
      "expected to be small, got big", "expected to not be small, got big",
      "expected to be small, got big (use beNil() to match nils)",
    ]) {
      expect(30).to(beSmall())
      expect(3).toNot(beSmall())
      expect(nil as Int?).to(beSmall())
    }
  }

  @Test func simpleBuildsTheMessageFromItsText() {
    expectNoFailure {
      expect(1).to(bePositive())
      expect(-1).toNot(bePositive())
    }
    expectMessages([
      "expected to be positive, got <-1>", "expected to not be positive, got <1>",
      "expected to be positive, got <nil> (use beNil() to match nils)",
    ]) {
      expect(-1).to(bePositive())
      expect(1).toNot(bePositive())
      expect(nil as Int?).to(bePositive())
    }
  }

  @Test func nilableFormsJudgeNilThemselves() {
    expectNoFailure {
      expect(nil as Int?).to(beMissing())
      expect(1).toNot(beMissing())
      expect(nil as Int?).to(beAbsent())
      expect(1).toNot(beAbsent())
    }
    expectMessages(["expected to be missing, got <1>", "expected to not be absent, got <nil>"]) {
      expect(1).to(beMissing())
      expect(nil as Int?).toNot(beAbsent())
    }
  }

  @Test func theDefaultMessageIsMatch() {
    let matcher = Matcher<Int>.simple { _ in .doesNotMatch }
    expectMessage("expected to match, got <1>") { expect(1).to(matcher) }
  }

  @Test func requireNonNilWrapsAnyMatcher() {
    expectNoFailure { expect(2).to(equal(2).requireNonNil) }
    expectMessages([
      "expected to equal <2>, got <1>",
      "expected to equal <2>, got <nil> (use beNil() to match nils)\n(use beNil() to match nil)",
      "expected to not equal <2>, got <nil> (use beNil() to match nils)\n(use beNil() to match nil)",
    ]) {
      expect(1).to(equal(2).requireNonNil)
      expect(nil as Int?).to(equal(2).requireNonNil)
      expect(nil as Int?).toNot(equal(2).requireNonNil)
    }
  }

  @Test func satisfiesJudgesAnExpressionForComposition() throws {
    let location = CodeLocation()
    let three = Expression(expression: { 3 }, location: location)
    #expect(try equal(3).satisfies(three).status == .matches)
    #expect(try beEven().satisfies(three).status == .doesNotMatch)
    #expect(try beNil().satisfies(three).status == .doesNotMatch)
    let message = try equal(2).satisfies(three).message
    #expect(message.rendered() == "expected to equal <2>, got <3>")
    let failing = Expression<Int>(expression: { throw Boom() }, location: location)
    #expect(throws: Boom.self) { try equal(3).satisfies(failing) }
  }

  @Test func theMatcherSeesTheExpectationsLocation() {
    var seen: CodeLocation?
    let spy = Matcher<Int> { expression in
      seen = expression.location
      return MatcherResult(bool: true, message: .expectedTo("pass"))
    }
    let line: UInt = #line + 1
    expect(1).to(spy)
    #expect(seen?.line == line)
    #expect(seen?.fileID == #fileID)
  }

  @Test func aClosureThatIgnoresItsParameterIsBrisksForm() {
    let failing = Matcher<Int> { _ in MatcherResult(status: .fail, message: .fail("never")) }
    expectMessages(["never", "never"]) {
      expect(1).to(failing)
      expect(1).toNot(failing)
    }
  }

  @Test func matcherResultFromABool() {
    #expect(MatcherResult(bool: true, message: .expectedTo("x")).status == .matches)
    #expect(MatcherResult(bool: false, message: .expectedTo("x")).status == .doesNotMatch)
  }

  @Test func helperOperatorsOnSyncExpectationCompile() {
    expectNoFailure { expect(4) ==~ 4 }
    expectMessage("expected to equal <5>, got <4>") { expect(4) ==~ 5 }
  }
}

infix operator ==~

/// A helper written against Nimble's `SyncExpectation` name.
private func ==~ <T: Equatable>(lhs: SyncExpectation<T>, rhs: T) {
  lhs.to(equal(rhs))
}

/// Not `Equatable`: compared by a helper operator, as Nimble suites write them.
private struct Point {
  var x: Int
}

private func == (lhs: SyncExpectation<Point>, rhs: Point) {
  lhs.to(Matcher("equal <\(rhs)>") { $0.x == rhs.x })
}

@Suite struct SyncExpectationNameTests {
  @Test func anEqualityOperatorOnSyncExpectationCompiles() {
    expectNoFailure { expect(Point(x: 1)) == Point(x: 1) }
    expectMessage("expected to equal <Point(x: 2)>, got <Point(x: 1)>") {
      expect(Point(x: 1)) == Point(x: 2)
    }
  }
}

@Suite struct MatcherNimblePollingTests {
  @Test func aPolledMatcherSeesTheExpectationsLocation() async {
    var seen: [CodeLocation] = []
    let spy = Matcher<Int> { expression in
      seen.append(expression.location)
      return MatcherResult(
        bool: try expression.evaluate() == 1, message: .expectedActualValueTo("be one"))
    }
    let line: UInt = #line + 1
    await expect { 1 }.toEventually(spy)
    #expect(seen.map(\.line) == [line])
    await expectMessages(["expected to never be one, got <1>\nmatched while polling"]) {
      await expect { 1 }.toNever(spy, until: .milliseconds(20))
    }
  }
}

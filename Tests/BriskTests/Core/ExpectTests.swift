import BriskCore
import BriskTestSupport
import Testing

private struct LoadError: Error {}

private func load() throws -> Int {
  throw LoadError()
}

/// `try` inside `expect(…)` makes an enclosing closure literal `throws`, so these live in functions.
private func autoclosureThatThrows() {
  expect(try load()).to(equal(2))
}

private func autoclosureThatThrowsAndIsNegated() {
  expect(try load()).toNot(beNil())
}

@Suite struct ExpectTests {
  @Test func theValueFormEvaluatesWhenChecked() {
    var evaluations = 0
    func next() -> Int {
      evaluations += 1
      return evaluations
    }
    let expectation = expect(next())
    #expect(evaluations == 0)
    expectNoFailure { expectation.to(equal(1)) }
    #expect(evaluations == 1)
    expectMessage("expected to equal <1>, got <2>") { expectation.to(equal(1)) }
  }

  @Test func theClosureFormAndItsTrailingSpelling() {
    expectNoFailure {
      expect { 1 + 1 }.to(equal(2))
      expect({ nil as Int? }).to(beNil())
      let compute: () -> Int = { 3 }
      expect(compute).to(equal(3))
    }
  }

  /// A function, or a closure held in a variable, is called: the expectation is on its result,
  /// even with a matcher that would take the function itself (`beNil`, `throwError`).
  @Test func aFunctionOrClosureVariableIsCalled() async {
    var calls = 0
    func count() -> Int {
      calls += 1
      return calls
    }
    let counted: () -> Int = count
    let optional: () -> Int? = { nil }
    let expectation: BriskCore.Expectation<Int> = expect(count)
    let held: BriskCore.Expectation<Int> = expect(counted)
    let fromOptional: BriskCore.Expectation<Int> = expect(optional)
    expectNoFailure {
      expectation.toNot(beNil())
      held.toNot(beNil())
      fromOptional.to(beNil())
      expect(load).to(throwError(errorType: LoadError.self))
      expect(load).to(throwError())
    }
    #expect(calls == 2)
    let asynchronous: () async -> Int = { 7 }
    let awaited: AsyncExpectation<Int> = expect(asynchronous)
    await expectMessages([]) { await awaited.to(equal(7)) }
    #expect(type(of: expect { 1 }) == BriskCore.Expectation<Int>.self)
    #expect(type(of: expect { () async in 1 }) == AsyncExpectation<Int>.self)
    #expect(type(of: expect(1)) == BriskCore.Expectation<Int>.self)
  }

  @Test func aThrownErrorIsReportedWithTheExpectation() {
    expectMessages([
      "expected to equal <2>, got unexpected error thrown: <LoadError()>",
      "expected to not be nil, got unexpected error thrown: <LoadError()>",
      "expected to equal <2>, got unexpected error thrown: <LoadError()>",
    ]) {
      autoclosureThatThrows()
      autoclosureThatThrowsAndIsNegated()
      expect { try load() }.to(equal(2))
    }
  }

  @Test func aMatcherThatThrowsIsReported() {
    let throwing = Matcher<Int>("be valid") { _ in throw LoadError() }
    expectMessage("expected to be valid, got unexpected error thrown: <LoadError()>") {
      expect(1).to(throwing)
    }
  }

  @Test func verbsReturnTheExpectationWithItsStatus() {
    expectMessages(["expected to equal <2>, got <1>", "expected to not equal <1>, got <1>"]) {
      #expect(expect(1).status == .pending)
      #expect(expect(1).to(equal(1)).status == .passed)
      #expect(expect(1).to(equal(2)).status == .failed)
      #expect(expect(1).toNot(equal(2)).status == .passed)
      #expect(expect(1).toNot(equal(1)).status == .failed)
    }
  }

  @Test func theLocationIsTheCallers() {
    let expectation = expect(1)
    #expect(expectation.location.line == #line - 1)
    #expect(expectation.location.fileID == "BriskTests/ExpectTests.swift")
  }
}

import BriskCore
import BriskTestSupport
import Testing

private enum LoadError: Error, Equatable {
  case offline
}

@Suite struct BeSuccessTests {
  @Test func passes() {
    let result: Result<Int, LoadError> = .success(1)
    expectNoFailure {
      expect(result).to(beSuccess())
      expect(result).to(beSuccess(equal(1)))
      expect(result).to(beSuccess { value in expect(value).to(equal(1)) })
    }
  }

  @Test func fails() {
    let failure: Result<Int, LoadError> = .failure(.offline)
    let two: Result<Int, LoadError> = .success(2)
    expectMessages([
      "expected to be a success, got <failure(LoadError.offline)>",
      "expected to be a success and equal <1>, got <success(2)>",
      "expected to be a success, got <success(2)>\n  expected to equal <1>, got <2>",
    ]) {
      expect(failure).to(beSuccess())
      expect(two).to(beSuccess(equal(1)))
      expect(two).to(beSuccess { value in expect(value).to(equal(1)) })
    }
  }

  @Test func negation() {
    let one: Result<Int, LoadError> = .success(1)
    expectNoFailure { expect(Result<Int, LoadError>.failure(.offline)).toNot(beSuccess()) }
    expectMessage("expected to not be a success, got <success(1)>") {
      expect(one).toNot(beSuccess())
    }
  }

  @Test func nilFails() {
    expectMessage("expected to be a success, got <nil>") {
      expect(nil as Result<Int, LoadError>?).to(beSuccess())
    }
  }

  @Test func theTestClosureRunsOnceEvenWhenItFails() {
    var runs = 0
    let two: Result<Int, LoadError> = .success(2)
    _ = failureMessages {
      expect(two).to(
        beSuccess { value in
          runs += 1
          expect(value).to(equal(1))
        })
    }
    #expect(runs == 1)
  }

  @Test func matcherNegation() {
    let one: Result<Int, LoadError> = .success(1)
    expectNoFailure { expect(one).toNot(beSuccess(equal(2))) }
    expectMessage("expected to not be a success and equal <1>, got <success(1)>") {
      expect(one).toNot(beSuccess(equal(1)))
    }
  }

  @Test func valueFormPassesForAnEqualValue() {
    expectNoFailure {
      expect(Result<Int, LoadError>.success(1)).to(beSuccess(1))
      expect(Result<Int, LoadError>.success(2)).toNot(beSuccess(1))
      expect(Result<Int, LoadError>.failure(.offline)).toNot(beSuccess(1))
    }
  }

  @Test func valueFormFailsShowingTheResult() {
    expectMessages([
      "expected to be a success and equal <1>, got <success(2)>",
      "expected to not be a success and equal <1>, got <success(1)>",
      "expected to be a success and equal <1>, got <nil>",
    ]) {
      expect(Result<Int, LoadError>.success(2)).to(beSuccess(1))
      expect(Result<Int, LoadError>.success(1)).toNot(beSuccess(1))
      expect(nil as Result<Int, LoadError>?).to(beSuccess(1))
    }
  }
}

import BriskCore
import BriskTestSupport
import Testing

private enum LoadError: Error, Equatable {
  case offline
  case denied
}

@Suite struct BeFailureTests {
  @Test func passes() {
    let result: Result<Int, LoadError> = .failure(.offline)
    expectNoFailure {
      expect(result).to(beFailure())
      expect(result).to(beFailure(matchError(LoadError.offline)))
      expect(result).to(beFailure { error in expect(error).to(equal(.offline)) })
    }
  }

  @Test func fails() {
    let success: Result<Int, LoadError> = .success(1)
    let denied: Result<Int, LoadError> = .failure(.denied)
    expectMessages([
      "expected to be a failure, got <success(1)>",
      "expected to be a failure and match error <LoadError.offline>, got <failure(LoadError.denied)>",
      "expected to be a failure, got <failure(LoadError.denied)>\n  expected to equal <offline>, got <denied>",
    ]) {
      expect(success).to(beFailure())
      expect(denied).to(beFailure(matchError(LoadError.offline)))
      expect(denied).to(beFailure { error in expect(error).to(equal(.offline)) })
    }
  }

  @Test func negation() {
    let offline: Result<Int, LoadError> = .failure(.offline)
    expectNoFailure { expect(Result<Int, LoadError>.success(1)).toNot(beFailure()) }
    expectMessage("expected to not be a failure, got <failure(LoadError.offline)>") {
      expect(offline).toNot(beFailure())
    }
  }

  @Test func nilFails() {
    expectMessage("expected to be a failure, got <nil>") {
      expect(nil as Result<Int, LoadError>?).to(beFailure())
    }
  }

  @Test func theTestClosureRunsOnceEvenWhenItFails() {
    var runs = 0
    let denied: Result<Int, LoadError> = .failure(.denied)
    _ = failureMessages {
      expect(denied).to(
        beFailure { error in
          runs += 1
          expect(error).to(equal(.offline))
        })
    }
    #expect(runs == 1)
  }

  @Test func matcherNegation() {
    let offline: Result<Int, LoadError> = .failure(.offline)
    expectNoFailure { expect(offline).toNot(beFailure(matchError(LoadError.denied))) }
    expectMessage(
      "expected to not be a failure and match error <LoadError.offline>, got <failure(LoadError.offline)>"
    ) {
      expect(offline).toNot(beFailure(matchError(LoadError.offline)))
    }
  }

  @Test func errorFormPassesForAnEqualError() {
    expectNoFailure {
      expect(Result<Int, LoadError>.failure(.offline)).to(beFailure(LoadError.offline))
      expect(Result<Int, LoadError>.failure(.denied)).toNot(beFailure(LoadError.offline))
      expect(Result<Int, LoadError>.success(1)).toNot(beFailure(LoadError.offline))
    }
  }

  @Test func errorFormFailsShowingTheResult() {
    expectMessages([
      "expected to be a failure and equal <LoadError.offline>, got <failure(LoadError.denied)>",
      "expected to not be a failure and equal <LoadError.offline>, got <failure(LoadError.offline)>",
      "expected to be a failure and equal <LoadError.offline>, got <nil>",
    ]) {
      expect(Result<Int, LoadError>.failure(.denied)).to(beFailure(LoadError.offline))
      expect(Result<Int, LoadError>.failure(.offline)).toNot(beFailure(LoadError.offline))
      expect(nil as Result<Int, LoadError>?).to(beFailure(LoadError.offline))
    }
  }
}

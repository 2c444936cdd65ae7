import BriskCore
import BriskTestSupport
import Testing

private enum LoadError: Error, Equatable {
  case offline
  case denied
}

private struct IOError: Error {}

/// Not `Equatable`: a case with a payload keeps the compiler from adding `==`.
private enum Plain: Error {
  case offline
  case denied(reason: String)
}

private enum Other: Error {
  case offline
}

@Suite struct MatchErrorTests {
  @Test func passes() {
    let error: any Error = LoadError.offline
    expectNoFailure {
      expect(error).to(matchError(LoadError.offline))
      expect(error).to(matchError(LoadError.self))
      expect(LoadError.denied).to(matchError(LoadError.denied))
    }
  }

  @Test func fails() {
    let error: any Error = IOError()
    expectMessages([
      "expected to match error <LoadError.offline>, got <IOError()>",
      "expected to match error of type <LoadError>, got <IOError()>",
    ]) {
      expect(error).to(matchError(LoadError.offline))
      expect(error).to(matchError(LoadError.self))
    }
  }

  @Test func negation() {
    expectNoFailure { expect(LoadError.offline).toNot(matchError(LoadError.denied)) }
    expectMessage("expected to not match error <LoadError.offline>, got <LoadError.offline>") {
      expect(LoadError.offline).toNot(matchError(LoadError.offline))
    }
  }

  @Test func nilFails() {
    expectMessages([
      "expected to match error <LoadError.offline>, got <nil>",
      "expected to match error of type <LoadError>, got <nil>",
    ]) {
      expect(nil as (any Error)?).to(matchError(LoadError.offline))
      expect(nil as (any Error)?).to(matchError(LoadError.self))
    }
  }

  @Test func typeNegation() {
    expectNoFailure { expect(IOError()).toNot(matchError(LoadError.self)) }
    expectMessage("expected to not match error of type <LoadError>, got <LoadError.denied>") {
      expect(LoadError.denied).toNot(matchError(LoadError.self))
    }
  }

  @Test func errorsThatAreNotEquatableCompareByTypeAndCode() {
    expectNoFailure {
      expect(Plain.offline as any Error).to(matchError(Plain.offline))
      expect(Plain.denied(reason: "auth") as any Error).toNot(matchError(Plain.offline))
      expect(Other.offline as any Error).toNot(matchError(Plain.offline))
    }
    expectMessages([
      "expected to match error <Plain.offline>, got <Plain.denied(reason: \"auth\")>",
      "expected to not match error <Plain.offline>, got <Plain.offline>",
      "expected to match error <Plain.offline>, got <nil>",
    ]) {
      expect(Plain.denied(reason: "auth") as any Error).to(matchError(Plain.offline))
      expect(Plain.offline as any Error).toNot(matchError(Plain.offline))
      expect(nil as (any Error)?).to(matchError(Plain.offline))
    }
  }
}

import BriskCore
import BriskTestSupport
import Testing

private enum ParseError: Error, Equatable {
  case empty
  case truncated
}

private struct HTTPError: Error {
  var status: Int
}

/// Not `Equatable`: a case with a payload keeps the compiler from adding `==`.
private enum Plain: Error {
  case laugh
  case cry(times: Int)
}

private func parse(_ text: String) throws -> Int {
  if text.isEmpty { throw ParseError.empty }
  if text == "1" { throw ParseError.truncated }
  return text.count
}

/// `try` inside `expect(…)` makes an enclosing closure literal `throws`, so this lives in a function.
private func autoclosureForm() {
  expect(try parse("")).to(throwError())
}

@Suite struct ThrowErrorTests {
  @Test func passesForAnyTypedOrEqualError() {
    expectNoFailure {
      expect { try parse("") }.to(throwError())
      autoclosureForm()
      expect { try parse("") }.to(throwError(errorType: ParseError.self))
      expect { try parse("") }.to(throwError(ParseError.empty))
      expect { () throws -> Void in throw HTTPError(status: 404) }
        .to(throwError { error in expect((error as? HTTPError)?.status).to(equal(404)) })
      expect { () throws -> Void in throw HTTPError(status: 404) }
        .to(throwError(errorType: HTTPError.self) { error in expect(error.status).to(equal(404)) })
    }
  }

  @Test func failsWhenNothingIsThrown() {
    expectMessages([
      "expected to throw an error, got no error",
      "expected to throw an error of type <ParseError>, got no error",
      "expected to throw error <ParseError.empty>, got no error",
    ]) {
      expect { try parse("ok") }.to(throwError())
      expect { try parse("ok") }.to(throwError(errorType: ParseError.self))
      expect { try parse("ok") }.to(throwError(ParseError.empty))
    }
  }

  @Test func failsForTheWrongError() {
    expectMessages([
      "expected to throw an error of type <HTTPError>, got <ParseError.empty>",
      "expected to throw error <ParseError.empty>, got <ParseError.truncated>",
      """
      expected to throw an error that passes the closure, got <HTTPError(status: 500)>
        expected to equal <404>, got <500>
      """,
    ]) {
      expect { try parse("") }.to(throwError(errorType: HTTPError.self))
      expect { try parse("1") }.to(throwError(ParseError.empty))
      expect { () throws -> Void in throw HTTPError(status: 500) }
        .to(throwError { error in expect((error as? HTTPError)?.status).to(equal(404)) })
    }
  }

  @Test func negation() {
    expectNoFailure {
      expect { try parse("ok") }.toNot(throwError())
      expect { try parse("1") }.toNot(throwError(ParseError.empty))
    }
    expectMessage("expected to not throw an error, got <ParseError.empty>") {
      expect { try parse("") }.toNot(throwError())
    }
  }

  @Test func nilResultIsNoError() {
    expectMessage("expected to throw an error, got no error") {
      expect { nil as Int? }.to(throwError())
    }
  }

  @Test func errorsThatAreNotEquatableCompareByTypeAndCode() {
    expectNoFailure {
      expect { throw Plain.laugh }.to(throwError(Plain.laugh))
      expect { throw Plain.cry(times: 2) }.toNot(throwError(Plain.laugh))
      expect { throw ParseError.empty }.toNot(throwError(Plain.laugh))
    }
    expectMessages([
      "expected to throw error <Plain.laugh>, got <Plain.cry(times: 2)>",
      "expected to not throw error <Plain.laugh>, got <Plain.laugh>",
      "expected to throw error <Plain.laugh>, got no error",
    ]) {
      expect { throw Plain.cry(times: 2) }.to(throwError(Plain.laugh))
      expect { throw Plain.laugh }.toNot(throwError(Plain.laugh))
      expect { nil as Int? }.to(throwError(Plain.laugh))
    }
  }

  @Test func anErrorAndAClosure() {
    expectNoFailure {
      expect { throw ParseError.empty }.to(
        throwError(ParseError.empty) { error in expect(error) == .empty })
      expect { throw Plain.laugh }.to(
        throwError(Plain.laugh) { error in expect(error).to(matchError(Plain.laugh)) })
    }
    expectMessage(
      "expected to throw error <ParseError.empty>, got <ParseError.empty>\n"
        + "  expected to equal <truncated>, got <empty>"
    ) {
      expect { throw ParseError.empty }.to(
        throwError(ParseError.empty) { error in expect(error) == .truncated })
    }
  }

  @Test func aTypedClosure() {
    expectNoFailure {
      expect { throw HTTPError(status: 404) }.to(
        throwError { (error: HTTPError) in expect(error.status) == 404 })
      expect { throw ParseError.empty }.toNot(throwError { (_: HTTPError) in })
      expect { 1 }.toNot(throwError { (_: HTTPError) in })
    }
    expectMessages([
      "expected to throw an error of type <HTTPError> that passes the closure, got <ParseError.empty>",
      "expected to throw an error of type <HTTPError> that passes the closure, got no error",
      "expected to throw an error of type <HTTPError> that passes the closure, "
        + "got <HTTPError(status: 500)>\n  expected to equal <404>, got <500>",
    ]) {
      expect { throw ParseError.empty }.to(throwError { (_: HTTPError) in })
      expect { nil as Int? }.to(throwError { (_: HTTPError) in })
      expect { throw HTTPError(status: 500) }.to(
        throwError { (error: HTTPError) in expect(error.status) == 404 })
    }
  }
}

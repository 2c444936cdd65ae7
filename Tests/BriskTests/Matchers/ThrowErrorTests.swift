import Brisk
import BriskTestSupport
import Testing

private enum ParseError: Error, Equatable {
  case empty
  case truncated
}

private struct HTTPError: Error {
  var status: Int
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
}

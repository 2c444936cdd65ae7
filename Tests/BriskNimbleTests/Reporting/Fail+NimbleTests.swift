import Brisk
import BriskTestSupport
import Testing

/// A helper that forwards its caller's location to `fail`, as Nimble suites write them.
private func failHere(_ message: String, file: FileString = #filePath, line: UInt = #line) {
  fail(message, file: file, line: line)
}

@Suite struct FailNimbleTests {
  @Test func failWithoutAMessageUsesNimblesText() {
    let line: UInt = #line + 1
    let failures = withFailureCollection { fail() }
    #expect(failures.map(\.message) == ["fail() always fails"])
    #expect(failures.first?.location.line == line)
    #expect(failures.first?.location.fileID == #fileID)
  }

  @Test func failAtAnExpressionsLocation() {
    let location = CodeLocation(fileID: "App/A.swift", filePath: "/A.swift", line: 7, column: 2)
    let failures = withFailureCollection { fail("stale cache", location: location) }
    #expect(failures.map(\.message) == ["stale cache"])
    #expect(failures.first?.location == location)
  }

  @Test func failInsideANimbleStyleMatcherReportsAtTheExpectation() {
    let matcher = Matcher<Int> { expression in
      fail("inspected", location: expression.location)
      return MatcherResult(bool: true, message: .expectedTo("pass"))
    }
    let line: UInt = #line + 1
    let failures = withFailureCollection { expect(1).to(matcher) }
    #expect(failures.map(\.message) == ["inspected"])
    #expect(failures.first?.location.line == line)
  }

  @Test func aForwardingHelperReportsAtItsCaller() {
    let line: UInt = #line + 1
    let failures = withFailureCollection { failHere("not ready") }
    #expect(failures.map(\.message) == ["not ready"])
    #expect(failures.first?.location.line == line)
    let named = withFailureCollection {
      fail("named", fileID: "App/B.swift", file: #filePath, line: 3, column: 4)
    }
    #expect(named.first?.location.description == "App/B.swift:3:4")
  }
}

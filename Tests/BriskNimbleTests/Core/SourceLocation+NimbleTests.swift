import Brisk
import Testing

/// Swift Testing's idiom beside `import Brisk`: the plain `SourceLocation` is Swift Testing's.
private func expectAdult(_ age: Int, sourceLocation: SourceLocation = #_sourceLocation) {
  expect(age, sourceLocation: sourceLocation) >= 18
}

/// Nimble's idiom: a location taken from an expression, under Nimble's qualified name.
private func failAt(_ location: Nimble.SourceLocation, _ message: String) {
  fail(message, location: location)
}

/// A helper that names the plain type and hands it to Nimble's `fail(_:location:)`.
private func failAtCaller(_ message: String, location: SourceLocation = #_sourceLocation) {
  fail(message, location: location)
}

@Suite struct SourceLocationNimbleTests {
  @Test func aSwiftTestingHelperReportsAtItsCallerWithTheOperator() {
    #expect(withFailureCollection { expectAdult(18) }.isEmpty)
    let line = #line + 1
    let failures = withFailureCollection { expectAdult(17) }
    #expect(failures.map(\.message) == ["expected to be greater than or equal to <18>, got <17>"])
    #expect(
      failures.map(\.location.description) == [
        "BriskNimbleTests/SourceLocation+NimbleTests.swift:\(line):55"
      ])
  }

  @Test func thePlainNameIsSwiftTestingsType() {
    let location: SourceLocation = #_sourceLocation
    let testing: Testing.SourceLocation = location
    #expect(testing.line == #line - 2)
  }

  @Test func nimblesQualifiedNameIsTheExpressionsLocation() {
    let matcher = Matcher<Int> { expression in
      failAt(expression.location, "inspected")
      return MatcherResult(bool: true, message: .expectedTo("pass"))
    }
    let line = #line + 1
    let failures = withFailureCollection { expect(1).to(matcher) }
    #expect(failures.map(\.message) == ["inspected"])
    #expect(failures.map(\.location.line) == [UInt(line)])
  }

  @Test func failAtAForwardedSwiftTestingLocation() {
    let line = #line + 1
    let failures = withFailureCollection { failAtCaller("stale cache") }
    #expect(failures.map(\.message) == ["stale cache"])
    #expect(
      failures.map(\.location.description) == [
        "BriskNimbleTests/SourceLocation+NimbleTests.swift:\(line):56"
      ])
  }
}

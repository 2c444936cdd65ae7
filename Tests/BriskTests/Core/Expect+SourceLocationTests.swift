import BriskCore
import Testing

/// A helper in Swift Testing's idiom: one parameter carries the caller's location.
private func expectAdult(_ age: Int, sourceLocation: SourceLocation = #_sourceLocation) {
  expect(age, sourceLocation: sourceLocation).to(beGreaterThanOrEqualTo(18))
}

/// An async helper evaluates first, then forwards the value and the location.
private func expectLoaded(
  _ load: () async -> Int, sourceLocation: SourceLocation = #_sourceLocation
) async {
  let status = await load()
  expect(status, sourceLocation: sourceLocation).to(equal(200))
}

@Suite struct ExpectSourceLocationTests {
  @Test func aHelperReportsAtItsCallersLineAndColumn() {
    let line = #line + 1
    let failures = withFailureCollection { expectAdult(12) }
    #expect(failures.map(\.message) == ["expected to be greater than or equal to <18>, got <12>"])
    #expect(
      failures.map(\.location.description) == [
        "BriskTests/Expect+SourceLocationTests.swift:\(line):55"
      ])
    #expect(
      failures.map(\.sourceLine) == ["let failures = withFailureCollection { expectAdult(12) }"])
    #expect(failures.map { "\($0.location.filePath)" } == [#filePath])
  }

  @Test func aPassingHelperReportsNothing() {
    #expect(withFailureCollection { expectAdult(30) }.isEmpty)
  }

  @Test func anAsyncHelperReportsAtTheCaller() async {
    let line = #line + 1
    let failures = await withFailureCollection { await expectLoaded { 404 } }
    #expect(failures.map(\.message) == ["expected to equal <200>, got <404>"])
    #expect(failures.map(\.location.line) == [UInt(line)])
    #expect(failures.map(\.location.column) == [69])
  }

  /// A location made by hand, with the parts Swift Testing allows but Brisk's lines start at 1.
  @Test func aHandMadeLocationIsKeptAsGiven() {
    let location = SourceLocation(
      fileID: "Helpers/Ägé.swift", filePath: "/src/Helpers/Ägé.swift", line: 7, column: 3)
    let failures = withFailureCollection { expect(1, sourceLocation: location).to(equal(2)) }
    #expect(failures.map(\.location.description) == ["Helpers/Ägé.swift:7:3"])
    #expect(failures.map { "\($0.location.filePath)" } == ["/src/Helpers/Ägé.swift"])
    #expect(failures.map(\.location.fileName) == ["Ägé.swift"])
  }
}

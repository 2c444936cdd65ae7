import BriskCore
import Testing

@Suite struct FailureCollectionTests {
  @Test func collectsInOrderWithLocations() {
    let line = #line + 2
    let failures = withFailureCollection {
      expect(1).to(equal(2))
      expect("a").to(beNil())
    }
    #expect(
      failures.map(\.message) == [
        "expected to equal <2>, got <1>", "expected to be nil, got <\"a\">",
      ])
    #expect(failures.map(\.location.line) == [UInt(line), UInt(line + 1)])
    #expect(failures.first?.sourceLine == "expect(1).to(equal(2))")
  }

  @Test func innerScopesKeepTheirFailures() {
    var inner: [RecordedFailure] = []
    let outer = withFailureCollection {
      inner = withFailureCollection { expect(1).to(equal(2)) }
      expect(3).to(equal(4))
    }
    #expect(inner.map(\.message) == ["expected to equal <2>, got <1>"])
    #expect(outer.map(\.message) == ["expected to equal <4>, got <3>"])
  }

  @Test func collectsFromAsyncCodeAndChildTasks() async {
    let failures = await withFailureCollection {
      await withTaskGroup(of: Void.self) { group in
        group.addTask { expect(1).to(equal(2)) }
      }
      await expect { () async -> Int in 5 }.to(equal(6))
    }
    #expect(
      failures.map(\.message) == [
        "expected to equal <2>, got <1>", "expected to equal <6>, got <5>",
      ])
  }

  @Test func rethrowsTheBodysError() {
    struct Stop: Error {}
    #expect(throws: Stop.self) {
      try withFailureCollection { throw Stop() }
    }
  }

  @Test func describesAFailureLikeACompilerDiagnostic() {
    let failure = withFailureCollection { expect(true).to(beFalse()) }.first
    let line = #line - 1
    #expect(
      failure?.description
        == "BriskTests/FailureCollectionTests.swift:\(line):49: expected to be false, got <true>\n"
        + "source: let failure = withFailureCollection { expect(true).to(beFalse()) }.first")
  }
}

import BriskCore
import Testing

private func expectSorted(_ values: [Int], sourceLocation: SourceLocation = #_sourceLocation) {
  if values != values.sorted() { fail("not sorted: \(values)", sourceLocation: sourceLocation) }
}

@Suite struct FailSourceLocationTests {
  @Test func failReportsAtTheHelpersCaller() {
    #expect(withFailureCollection { expectSorted([1, 2]) }.isEmpty)
    let line = #line + 1
    let failures = withFailureCollection { expectSorted([2, 1]) }
    #expect(failures.map(\.message) == ["not sorted: [2, 1]"])
    #expect(
      failures.map(\.location.description) == [
        "BriskTests/Fail+SourceLocationTests.swift:\(line):56"
      ])
  }
}

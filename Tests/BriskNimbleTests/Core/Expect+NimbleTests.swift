import Brisk
import BriskTestSupport
import Testing

/// A helper written the Nimble way: it forwards its caller's location.
private func expectPositive(
  _ value: Int, fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  expect(fileID: fileID, file: file, line: line, column: column, value).to(beGreaterThan(0))
}

/// The shorter form most suites use.
private func expectEven(_ value: Int, file: FileString = #filePath, line: UInt = #line) {
  expect(file: file, line: line, value.isMultiple(of: 2)).to(beTrue())
}

@Suite struct ExpectNimbleTests {
  @Test func aForwardingHelperReportsAtItsCaller() {
    let line: UInt = #line + 2
    let failures = withFailureCollection {
      expectPositive(-1)
    }
    #expect(failures.map(\.message) == ["expected to be greater than <0>, got <-1>"])
    #expect(failures.first?.location.line == line)
    #expect(failures.first?.location.fileID == #fileID)
    #expect(failures.first?.location.column == 21)  // #column names the argument list
    #expect("\(failures.first!.location.filePath)" == #filePath)
  }

  @Test func theShortFormReportsAtItsCaller() {
    expectNoFailure { expectEven(2) }
    let line: UInt = #line + 1
    let failures = withFailureCollection { expectEven(3) }
    #expect(failures.map(\.message) == ["expected to be true, got <false>"])
    #expect(failures.first?.location.line == line)
  }

  @Test func aStringFileIDIsKeptWhole() {
    let id = "MyAppTests/" + "LongName.swift"
    let failures = withFailureCollection {
      expect(fileID: id, file: #filePath, line: 9, column: 3, 1).to(equal(2))
      expect(fileID: id, file: #filePath, line: 10, column: 3, 1).to(equal(2))
    }
    #expect(failures.map(\.location.fileID) == [id, id])
    #expect(failures.map(\.location.description) == ["\(id):9:3", "\(id):10:3"])
  }

  @Test func closureFormsForwardTheLocation() async {
    let failures = withFailureCollection {
      expect(file: #filePath, line: 40) { 1 }.to(equal(2))
    }
    #expect(failures.map(\.message) == ["expected to equal <2>, got <1>"])
    #expect(failures.first?.location.line == 40)
    let asyncFailures = await withFailureCollection {
      await expect(file: #filePath, line: 41) { () async -> Int in 1 }.toNot(equal(1))
    }
    #expect(asyncFailures.map(\.message) == ["expected to not equal <1>, got <1>"])
    #expect(asyncFailures.first?.location.line == 41)
  }

  @Test func expectaAwaitsAnAutoclosure() async {
    func load() async -> Int { 3 }
    await expectMessages([]) { await expecta(await load()).to(equal(3)) }
    let line: UInt = #line + 2
    let failures = await withFailureCollection {
      await expecta(await load()).to(equal(4))
    }
    #expect(failures.map(\.message) == ["expected to equal <4>, got <3>"])
    #expect(failures.first?.location.line == line)
    await expectMessages(["expected to equal <4>, got <nil>\n(use beNil() to match nil)"]) {
      await expecta(nil as Int?).to(equal(4))
    }
  }

  @Test func expectsIsTheSynchronousForm() {
    expectNoFailure { expects(1).to(equal(1)) }
    expectMessages(["expected to not equal <1>, got <1>"]) { expects(1).toNot(equal(1)) }
    expectNoFailure { expects { 2 }.to(equal(2)) }
    expectMessages([
      "expected to equal <3>, got <2>",
      "expected to equal <3>, got <nil>\n(use beNil() to match nil)",
    ]) {
      expects { 2 }.to(equal(3))
      expects { nil as Int? }.to(equal(3))
    }
  }

  @Test func expectsTakesAClosure() {
    var calls = 0
    expectNoFailure {
      expects {
        calls += 1
        return calls
      }.to(equal(1))
    }
    expectMessages(["expected to equal <3>, got <2>"]) { expects { calls + 1 }.to(equal(3)) }
    expectMessages(["expected to equal <3>, got <nil>\n(use beNil() to match nil)"]) {
      expects { nil as Int? }.to(equal(3))
    }
    expectMessages(["expected to not equal <1>, got <1>"]) { expects { 1 }.toNot(equal(1)) }
  }
}

import BriskFixtures
import BriskTestSupport
import Testing

private enum Call: Equatable, Sendable {
  case showRed
  case showDetail(id: Int)
}

@Suite struct CallLogTests {
  @Test func recordsInOrder() {
    let log = CallLog<Call>()
    #expect(log.last == nil)
    log.record(.showRed)
    log.record(.showDetail(id: 1))
    #expect(log.calls == [.showRed, .showDetail(id: 1)])
    #expect(log.count == 2)
    #expect(log.last == .showDetail(id: 1))
    log.reset()
    #expect(log.calls.isEmpty)
    #expect(log.count == 0)
  }

  @Test func recordingFromManyTasksLosesNothing() async {
    let log = CallLog<Int>()
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for index in 0..<10_000 { log.record(task * 10_000 + index) }
        }
      }
    }
    #expect(log.count == 80_000)
    #expect(Set(log.calls).count == 80_000)
  }

  @Test func misuseIsReportedWhereTheLogWasMade() {
    let line: UInt = #line + 1
    let log = CallLog<Call>()
    let failures = withFailureCollection { log.fail("fetchUser(id:) was not stubbed") }
    #expect(failures.map(\.message) == ["fetchUser(id:) was not stubbed"])
    #expect(failures.first?.location.line == line)
    #expect(failures.first?.location.fileID == "BriskFixturesTests/CallLogTests.swift")
  }

  @Test func anUnstubbedCallIsReportedAndItsErrorSaysTheSame() {
    let log = CallLog<Call>()
    let line = #line - 1
    var thrown: (any Error)?
    let failures = withFailureCollection {
      thrown = log.unstubbedCall("Spy.load()", "Spy.load() must return Int, but its stub is String")
    }
    #expect(failures.map(\.message) == ["Spy.load() must return Int, but its stub is String"])
    #expect(failures.first?.location.line == UInt(line))
    #expect(
      thrown as? UnstubbedCallError
        == UnstubbedCallError(
          "Spy.load()", message: "Spy.load() must return Int, but its stub is String"))
  }

  @Test func anUnstubbedCallThrownOutOfASwiftTestingTestIsRecordedOnce() {
    let log = CallLog<Call>()
    let issues = recordedIssues {
      throw log.unstubbedCall(
        "Spy.load()", "Spy.load() was called, but no return value was stubbed")
    }
    #expect(
      issues.map { "\($0.kind)" } == [
        "Expectation failed: brisk(failure → Spy.load() was called, but no return value was stubbed)"
      ])
  }

  @Test func describesItsCalls() {
    let log = CallLog<Call>()
    log.record(.showDetail(id: 3))
    #expect(log.description == "[showDetail(id: 3)]")
  }
}

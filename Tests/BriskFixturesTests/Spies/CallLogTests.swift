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

  @Test func describesItsCalls() {
    let log = CallLog<Call>()
    log.record(.showDetail(id: 3))
    #expect(log.description == "[showDetail(id: 3)]")
  }
}

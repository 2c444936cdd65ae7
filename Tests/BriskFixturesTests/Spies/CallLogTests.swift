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

@Suite struct HaveReceivedTests {
  private func log(_ calls: Call...) -> CallLog<Call> {
    let log = CallLog<Call>()
    calls.forEach(log.record)
    return log
  }

  @Test func passes() {
    let log = log(.showRed, .showDetail(id: 1), .showRed)
    expectNoFailure {
      expect(log).to(haveReceived(.showRed))
      expect(log).to(haveReceived(.showRed, times: 2))
      expect(log).to(haveReceived(.showDetail(id: 1), times: 1))
      expect(log).to(haveReceived(.showDetail(id: 9), times: 0))
    }
  }

  @Test func failsListingTheRecordedCalls() {
    let log = log(.showRed, .showDetail(id: 1))
    expectMessages([
      "expected to have received <showDetail(id: 2)>, got <[showRed, showDetail(id: 1)]>",
      "expected to have received <showRed> 2 times, got 1 in <[showRed, showDetail(id: 1)]>",
    ]) {
      expect(log).to(haveReceived(.showDetail(id: 2)))
      expect(log).to(haveReceived(.showRed, times: 2))
    }
  }

  @Test func negation() {
    let log = log(.showRed)
    expectNoFailure { expect(log).toNot(haveReceived(.showDetail(id: 1))) }
    expectMessages([
      "expected to not have received <showRed>, got <[showRed]>",
      "expected to not have received <showRed> 1 time, got 1 in <[showRed]>",
    ]) {
      expect(log).toNot(haveReceived(.showRed))
      expect(log).toNot(haveReceived(.showRed, times: 1))
    }
  }

  @Test func nilFails() {
    expectMessages([
      "expected to have received <showRed>, got <nil>",
      "expected to have received <showRed> 2 times, got <nil>",
    ]) {
      expect(nil as CallLog<Call>?).to(haveReceived(.showRed))
      expect(nil as CallLog<Call>?).to(haveReceived(.showRed, times: 2))
    }
  }

  @Test func haveCountWorksOnTheCalls() {
    let log = log(.showRed)
    expectMessage("expected to have count <2>, got <[showRed]> (count 1)") {
      expect(log.calls).to(haveCount(2))
    }
  }
}

import BriskFixtures
import BriskTestSupport
import Testing

private enum Call: Equatable, Sendable {
  case showRed
  case showDetail(id: Int)
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

import Testing

@testable import BriskCore

@Suite struct PollingPlanTests {
  private func plan(
    _ timeout: PollingDuration?, _ interval: PollingDuration?,
    scale: (Double, String?) = (1, nil)
  ) -> Result<PollingPlan, PollingProblem> {
    PollingPlan.make(.toEventually, timeout: timeout, pollInterval: interval, scale: scale)
  }

  @Test func usesTheDefaultsWhenNothingIsPassed() throws {
    let made = try withPollingDefaults(timeout: .seconds(2), pollInterval: .milliseconds(4)) {
      try plan(nil, nil).get()
    }
    #expect(made.timeout == .seconds(2))
    #expect(made.pollInterval == .milliseconds(4))
    #expect(made.notes.isEmpty)
  }

  @Test func refusesNonPositiveValues() {
    #expect(throws: PollingProblem.self) { try plan(.seconds(0), nil).get() }
    guard case .failure(let timeout) = plan(.seconds(-1), nil),
      case .failure(let interval) = plan(nil, .milliseconds(0))
    else {
      Issue.record("non-positive values were accepted")
      return
    }
    #expect(timeout.message == "toEventually needs a positive timeout, got -1 s")
    #expect(interval.message == "toEventually needs a positive poll interval, got 0 s")
  }

  @Test func clampsAnIntervalLongerThanTheTimeoutAndSaysSo() throws {
    let made = try plan(.milliseconds(30), .seconds(1)).get()
    #expect(made.pollInterval == .milliseconds(30))
    #expect(made.notes == ["poll interval 1 s is longer than the timeout; clamped to 30 ms"])
  }

  @Test func scalesTheTimeoutAndNotesIt() throws {
    let made = try plan(.milliseconds(50), .milliseconds(10), scale: (3, nil)).get()
    #expect(made.timeout.description == "150 ms")
    #expect(made.notes == ["timeout 50 ms scaled by BRISK_TIMEOUT_SCALE=3"])
    let ignored = try plan(.milliseconds(50), .milliseconds(10), scale: (1, "bad scale")).get()
    #expect(ignored.notes == ["bad scale"])
  }
}

import Brisk
import Dispatch
import RoutingSupport
import Testing

// Each test fails one requirement, or meets a spy that throws, and lets the error leave the
// test: each failure must be recorded once.

@Suite struct ThrownFailures {
  struct Stop: Error {}

  @Test func requireFails() throws {
    try require(1).to(equal(2))
  }

  @Test func unwrapFails() throws {
    _ = try unwrap(nil as Int?)
  }

  @Test func pollingRequirementFails() async throws {
    try await require { 1 }.toEventually(equal(2), timeout: .milliseconds(50))
  }

  @Test func throwingSpyWithoutAStub() async throws {
    let spy = ReportServiceSpy()
    _ = try await spy.fetchReport()
  }

  @Test func failThrowing() throws {
    throw fail("a custom double was misused", at: CodeLocation(), throwing: Stop())
  }

  /// Off the test's task inside a wait: held and recorded on the test, once; the queue catches
  /// the error.
  @Test func requireFailsOnAQueueInsideWaitUntil() async {
    await waitUntil(timeout: .seconds(30)) { done in
      DispatchQueue.global().async {
        _ = try? require("on a queue").to(equal("a passing value"))
        done()
      }
    }
  }

  /// A custom error is thrown as given, so Swift Testing reports it too (documented).
  @Test func requireWithACustomError() throws {
    try require(customError: Stop(), 1).to(equal(2))
  }
}

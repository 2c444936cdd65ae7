import Brisk
import RoutingSupport
import XCTest

// Failed requirements and a throwing spy, the error leaving the test. XCTest on Linux reports
// every thrown error as `threw error "…"`: the second report repeats the first (documented).
final class ThrownFailuresXCTests: XCTestCase {
  func testRequireFails() throws {
    try require(1).to(equal(2))
  }

  func testUnwrapFails() throws {
    _ = try unwrap(nil as Int?)
  }

  func testThrowingSpyWithoutAStub() async throws {
    let spy = ReportServiceSpy()
    _ = try await spy.fetchReport()
  }
}

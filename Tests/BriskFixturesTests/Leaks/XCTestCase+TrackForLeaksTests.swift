import BriskFixtures
import XCTest

final class XCTestCaseTrackForLeaksTests: XCTestCase {
  func testChecksOnceTheTestHasReturned() {
    let screen = PlainScreen()
    trackForLeaks(screen)
    // `screen` is alive here; the check passes because it runs after this method returns.
  }

  func testInsideWithLeakTrackingThatScopeChecks() {
    var line: UInt = 0
    let failures = withFailureCollection {
      withLeakTracking {
        let screen = LeakyScreen()
        screen.makeCycle()
        line = #line + 1
        self.trackForLeaks(screen)
      }
    }
    XCTAssertEqual(
      failures.map(\.message),
      ["expected <LeakyScreen> to be released when withLeakTracking ends, but it is still alive"])
    XCTAssertEqual(failures.first?.location.line, line)
  }
}

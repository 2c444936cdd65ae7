import BriskFixtures
import Testing

@Suite struct TrackForLeaksTests {
  @Test func outsideAnyScopeItFailsAtTheCallInsteadOfCheckingNothing() {
    var line: UInt = 0
    let failures = withFailureCollection {
      line = #line + 1
      trackForLeaks(PlainScreen())
    }
    #expect(
      failures.map(\.message) == [
        "trackForLeaks(_:) needs a leak-tracking scope to check <PlainScreen>: mark the test "
          + ".checksForLeaks, wrap the code in withLeakTracking { }, or call it in an XCTestCase"
      ])
    #expect(failures.first?.location.line == line)
  }
}

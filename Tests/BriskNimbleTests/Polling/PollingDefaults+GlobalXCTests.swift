import Brisk
import BriskTestSupport
import Dispatch
import XCTest

/// The global polling defaults are process-wide, so their tests run in XCTest, whose tests run
/// one at a time and before the Swift Testing suites, and put the values back.
final class PollingDefaultsGlobalXCTests: XCTestCase {
  private var saved = PollingDefaults()

  override func setUp() {
    saved = PollingDefaults(
      timeout: PollingDefaults.timeout, pollInterval: PollingDefaults.pollInterval)
  }

  override func tearDown() {
    PollingDefaults.timeout = saved.timeout
    PollingDefaults.pollInterval = saved.pollInterval
  }

  func testTheGlobalValuesStartAtTheDefaults() {
    XCTAssertEqual(saved, PollingDefaults())
  }

  func testTheGlobalValuesAreTheFallback() {
    PollingDefaults.timeout = .seconds(4)
    PollingDefaults.pollInterval = .milliseconds(3)
    XCTAssertEqual(PollingDefaults.timeout, .seconds(4))
    XCTAssertEqual(
      PollingDefaults.current, PollingDefaults(timeout: .seconds(4), pollInterval: .milliseconds(3))
    )
  }

  func testAScopeWinsOverTheGlobalValues() {
    PollingDefaults.timeout = .seconds(4)
    PollingDefaults.pollInterval = .milliseconds(3)
    let inside = withPollingDefaults(timeout: .seconds(2)) { PollingDefaults.current }
    XCTAssertEqual(inside, PollingDefaults(timeout: .seconds(2), pollInterval: .milliseconds(3)))
    // A scope opened before the global changes still falls back to the global value of the time.
    let late = withPollingDefaults(timeout: .seconds(2)) { () -> PollingDefaults in
      PollingDefaults.pollInterval = .milliseconds(7)
      return PollingDefaults.current
    }
    XCTAssertEqual(late.pollInterval, .milliseconds(7))
  }

  func testPollingUsesTheGlobalTimeout() {
    PollingDefaults.timeout = .milliseconds(30)
    PollingDefaults.pollInterval = .milliseconds(30)
    let messages = failureMessages { expect(1).toEventually(equal(2)) }
    XCTAssertEqual(
      messages,
      ["expected to eventually equal <2>, got <1>\ntimed out after 30 ms, polling every 30 ms"])
  }

  func testReadingAndWritingFromManyThreadsIsSafe() {
    DispatchQueue.concurrentPerform(iterations: 200) { index in
      if index.isMultiple(of: 2) {
        PollingDefaults.timeout = .milliseconds(Double(100 + index))
      } else {
        _ = PollingDefaults.current
      }
    }
    XCTAssertGreaterThanOrEqual(PollingDefaults.timeout, .milliseconds(100))
  }
}

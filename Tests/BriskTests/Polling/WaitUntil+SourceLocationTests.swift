import BriskCore
import Testing
import XCTest

private func waitForCallback(
  _ start: @escaping (@escaping @Sendable () -> Void) -> Void,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await waitUntil(timeout: .milliseconds(20), sourceLocation: sourceLocation) { done in
    start(done)
  }
}

private func waitForCallbackSync(
  _ start: @escaping (@escaping @Sendable () -> Void) -> Void,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  waitUntil(timeout: .milliseconds(20), sourceLocation: sourceLocation) { done in start(done) }
}

@Suite struct WaitUntilSourceLocationTests {
  @Test func theAsyncFormReportsAtTheHelpersCaller() async {
    #expect(await withFailureCollection { await waitForCallback { done in done() } }.isEmpty)
    let line = #line + 1
    let failures = await withFailureCollection { await waitForCallback { _ in } }
    #expect(failures.map(\.message) == ["waitUntil timed out after 20 ms: done() was never called"])
    #expect(failures.map(\.location.line) == [UInt(line)])
    #expect(failures.map(\.location.column) == [72])
  }
}

/// The synchronous form waits on the main thread, as XCTest runs it.
final class WaitUntilSourceLocationXCTests: XCTestCase {
  func testTheSyncFormReportsAtTheHelpersCaller() {
    XCTAssertEqual(withFailureCollection { waitForCallbackSync { done in done() } }, [])
    let line = #line + 1
    let failures = withFailureCollection { waitForCallbackSync { _ in } }
    XCTAssertEqual(
      failures.map(\.message), ["waitUntil timed out after 20 ms: done() was never called"])
    XCTAssertEqual(failures.map(\.location.line), [UInt(line)])
    XCTAssertEqual(failures.map(\.location.column), [64])
  }
}

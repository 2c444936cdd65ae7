import BriskCore
import BriskTestSupport
import Dispatch
import Foundation
import XCTest

/// Looks between polls in synchronous polling, as XCTest uses it.
final class EarlyLooksXCTests: XCTestCase {
  /// The block is already queued when polling starts: the run loop runs it before the first
  /// wait, and the look that follows sees the change.
  func testTheMainThreadDrainsTheRunLoopThenLooksAgain() {
    let value = Changing(0)
    DispatchQueue.main.async { value.setNow(1) }
    XCTAssertEqual(
      failureMessages {
        expect(value.current).toEventually(
          equal(1), timeout: .seconds(5), pollInterval: .seconds(5))
      }, [])
  }

  /// On the main thread too: the look after the drain, the quick looks of the first 40 µs and
  /// the ladder's looks are taken between the two polls, and the message counts the polls alone.
  func testOnTheMainThreadLooksAreNotCountedAsPolls() {
    let value = Changing(0)
    XCTAssertEqual(
      failureMessages {
        expect(value.current).toEventually(
          equal(1), timeout: .milliseconds(20), pollInterval: .milliseconds(20))
      },
      ["expected to eventually equal <1>, got <0>\ntimed out after 20 ms, polling every 20 ms"])
    // Two polls, the look after the drain, at least one quick look, the ladder's looks.
    XCTAssertGreaterThanOrEqual(value.reads, 5)
  }

  /// The run loop returns whenever it has handled a source, such as an unrelated main-queue
  /// block, and the wait checks again at once: before the next poll is due, that check is a look,
  /// left out of the count.
  func testOnTheMainThreadACheckAfterAMainQueueBlockIsALook() {
    let value = Changing(0)
    for milliseconds in [3, 9, 15] {
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) {}
    }
    XCTAssertEqual(
      failureMessages {
        expect(value.current).toEventually(
          equal(1), timeout: .milliseconds(20), pollInterval: .milliseconds(20))
      },
      ["expected to eventually equal <1>, got <0>\ntimed out after 20 ms, polling every 20 ms"])
  }

  /// Looks are taken between the two polls; the message counts the polls alone.
  func testOffTheMainThreadLooksAreNotCountedAsPolls() {
    let value = Changing(0)
    let messages = Locked<[String]>([])
    let finished = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      let collected = failureMessages {
        expect(value.current).toEventually(
          equal(1), timeout: .milliseconds(20), pollInterval: .milliseconds(20))
      }
      messages.withLock { $0 = collected }
      finished.signal()
    }
    finished.wait()
    XCTAssertEqual(
      messages.current,
      ["expected to eventually equal <1>, got <0>\ntimed out after 20 ms, polling every 20 ms"])
  }
}

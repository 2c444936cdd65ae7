import BriskCore
import BriskTestSupport
import Dispatch
import Foundation
import XCTest

/// Synchronous polling, as XCTest uses it: on the main thread, spinning the run loop.
final class SyncPollingXCTests: XCTestCase {
  /// The flag is true only from 20 ms to 3 s, and the next scheduled check is at 30 s: only the
  /// immediate re-check after the run loop handles the main-queue block can see it.
  func testReChecksAsSoonAsTheRunLoopHandlesMainQueueWork() {
    let flag = Locked(false)
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) {
      flag.withLock { $0 = true }
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(3)) { flag.withLock { $0 = false } }
    let messages = failureMessages {
      XCTAssertTrue(
        expect(flag.current).toEventually(
          beTrue(), timeout: .seconds(30), pollInterval: .seconds(30)
        ).status == .passed)
    }
    XCTAssertEqual(messages, [])
  }

  func testSeesChangesFromABackgroundQueue() {
    let flag = Locked(false)
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) {
      flag.withLock { $0 = true }
    }
    XCTAssertEqual(
      failureMessages {
        expect(flag.current).toEventually(beTrue(), pollInterval: .milliseconds(2))
      }, [])
  }

  func testEveryVerbReportsItsFailure() {
    let messages = failureMessages {
      expect(3).toEventually(equal(5), timeout: .milliseconds(20), pollInterval: .milliseconds(20))
      expect(3).toEventuallyNot(
        equal(3), timeout: .milliseconds(20), pollInterval: .milliseconds(20))
      expect(1).toNever(equal(1), until: .milliseconds(20))
      expect(2).toAlways(equal(1), until: .milliseconds(20))
      XCTAssertTrue(
        expect(2).toNever(equal(1), until: .milliseconds(20), pollInterval: .milliseconds(5))
          .status == .passed)
      XCTAssertTrue(
        expect(1).toAlways(equal(1), until: .milliseconds(20), pollInterval: .milliseconds(5))
          .status == .passed)
    }
    XCTAssertEqual(
      messages,
      [
        "expected to eventually equal <5>, got <3>\ntimed out after 20 ms, polling every 20 ms",
        "expected to eventually not equal <3>, got <3>\ntimed out after 20 ms, polling every 20 ms",
        "expected to never equal <1>, got <1>\nmatched while polling",
        "expected to always equal <1>, got <2>\nstopped matching while polling",
      ])
  }

  func testRequireReturnsThePolledValue() throws {
    let value = Locked<Int?>(nil)
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(10)) {
      value.withLock { $0 = 4 }
    }
    XCTAssertEqual(try require(value.current).toEventually(beGreaterThan(3)), 4)
  }

  func testRefusesNonPositiveTimeouts() {
    XCTAssertEqual(
      failureMessages { expect(1).toEventually(equal(1), timeout: .seconds(-1)) },
      ["toEventually needs a positive timeout, got -1 s"])
  }

  func testWaitUntilSpinsTheRunLoopAndAcceptsDoneFromAnyThread() {
    let messages = failureMessages {
      waitUntil(timeout: .seconds(5)) { done in
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(10)) { done() }
      }
      waitUntil(timeout: .seconds(5)) { done in
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) { done() }
      }
      waitUntil(timeout: .milliseconds(20)) { _ in }
    }
    XCTAssertEqual(messages, ["waitUntil timed out after 20 ms: done() was never called"])
  }

  func testWithPollingDefaultsAppliesToSyncPolling() {
    let messages = withPollingDefaults(timeout: .milliseconds(20), pollInterval: .milliseconds(20))
    {
      failureMessages { expect(0).toEventually(equal(1)) }
    }
    XCTAssertEqual(
      messages,
      ["expected to eventually equal <1>, got <0>\ntimed out after 20 ms, polling every 20 ms"])
  }

  func testPostNotificationsRunsTheExpressionOnTheFirstPollOnly() {
    let center = NotificationCenter()
    let name = Notification.Name("posted")
    var runs = 0
    let messages = failureMessages {
      expect {
        runs += 1
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(10)) {
          center.post(name: name, object: nil)
        }
      }.toEventually(
        postNotifications(equal([Notification(name: name)]), from: center),
        timeout: .seconds(30))
    }
    XCTAssertEqual(messages, [])
    XCTAssertEqual(runs, 1)
  }

  func testWaitUntilCountsTheTimeoutFromTheStartActionIncluded() {
    let messages = failureMessages {
      waitUntil(timeout: .milliseconds(20)) { done in
        Thread.sleep(forTimeInterval: 0.1)
        done()
      }
    }
    XCTAssertEqual(
      messages.map { $0.split(separator: "\n").first.map(String.init) },
      ["waitUntil timed out after 20 ms: done() was called too late"])
  }
}

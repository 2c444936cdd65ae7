import Brisk
import BriskTestSupport
import Dispatch
import Foundation
import XCTest

private struct Broken: Error {}

private func broken() throws -> Int? {
  throw Broken()
}

private let short = PollingDuration.milliseconds(20)

/// The error `body` threw, or `nil`.
private func thrown<Value>(_ body: () throws -> Value) -> (any Error)? {
  do {
    _ = try body()
    return nil
  } catch {
    return error
  }
}

/// The synchronous polling requirements and `pollUnwrap`, as XCTest uses them: on the main
/// thread, spinning the run loop.
final class RequirementSyncPollingXCTests: XCTestCase {
  func testEveryVerbReturnsTheValueWhenItPasses() throws {
    let value = Locked<Int?>(nil)
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(10)) {
      value.withLock { $0 = 4 }
    }
    XCTAssertEqual(try require(value.current).toEventuallyNot(beNil(), timeout: .seconds(30)), 4)
    XCTAssertEqual(try require(value.current).toNotEventually(equal(3)), 4)
    XCTAssertEqual(try require(value.current).toNever(equal(3), until: short), 4)
    XCTAssertEqual(try require(value.current).neverTo(equal(3), until: short), 4)
    XCTAssertEqual(try require(value.current).toAlways(equal(4), until: short), 4)
    XCTAssertEqual(try require(value.current).alwaysTo(equal(4), until: short), 4)
  }

  func testEveryVerbReportsAndThrowsWhenItFails() {
    let messages = failureMessages {
      XCTAssertTrue(
        thrown { try require(3).toEventuallyNot(equal(3), timeout: short, pollInterval: short) }
          is RequireError)
      XCTAssertTrue(
        thrown { try require(3).toNotEventually(equal(3), timeout: short, pollInterval: short) }
          is RequireError)
      XCTAssertTrue(thrown { try require(1).toNever(equal(1), until: short) } is RequireError)
      XCTAssertTrue(thrown { try require(1).neverTo(equal(1), until: short) } is RequireError)
      XCTAssertTrue(thrown { try require(2).toAlways(equal(1), until: short) } is RequireError)
      XCTAssertTrue(
        thrown { try require(2).alwaysTo(equal(1), until: short, description: "d") }
          is RequireError)
    }
    XCTAssertEqual(
      messages,
      [
        "expected to eventually not equal <3>, got <3>\ntimed out after 20 ms, polling every 20 ms",
        "expected to eventually not equal <3>, got <3>\ntimed out after 20 ms, polling every 20 ms",
        "expected to never equal <1>, got <1>\nmatched while polling",
        "expected to never equal <1>, got <1>\nmatched while polling",
        "expected to always equal <1>, got <2>\nstopped matching while polling",
        "d\nexpected to always equal <1>, got <2>\nstopped matching while polling",
      ])
  }

  func testNilAndThrownErrorsCannotBeChecked() {
    XCTAssertEqual(
      failureMessages {
        _ = try? require(nil as Int?).toAlways(equal(1), until: short)
        _ = try? require { try broken() }.toNever(equal(0), until: short)
      },
      [
        "expected to always equal <1>, got <nil>\n(use beNil() to match nil)\n"
          + "could not be checked while polling",
        "expected to never equal <0>, got unexpected error thrown: <Broken()>\n"
          + "could not be checked while polling",
      ])
  }

  func testACustomErrorIsThrown() {
    struct Custom: Error {}
    let messages = failureMessages {
      XCTAssertTrue(
        thrown { try require(customError: Custom(), 1).toNever(equal(1), until: short) }
          is Custom)
    }
    XCTAssertEqual(messages, ["expected to never equal <1>, got <1>\nmatched while polling"])
  }

  func testBadTimeoutsAreRefused() {
    XCTAssertEqual(
      failureMessages {
        _ = try? require(1).toNever(equal(0), until: .seconds(-1))
        _ = try? require(1).alwaysTo(equal(1), until: .seconds(0))
        _ = try? require(1).toEventuallyNot(equal(0), timeout: .seconds(-1))
        _ = try? pollUnwrap(timeout: .seconds(-1), 1 as Int?)
      },
      [
        "toNever needs a positive timeout, got -1 s",
        "alwaysTo needs a positive timeout, got 0 s",
        "toEventuallyNot needs a positive timeout, got -1 s",
        "pollUnwrap needs a positive timeout, got -1 s",
      ])
  }

  func testPollUnwrapReturnsTheFirstValueThatIsNotNil() throws {
    let value = Locked<Int?>(nil)
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(10)) {
      value.withLock { $0 = 5 }
    }
    XCTAssertEqual(try pollUnwrap(timeout: .seconds(30), value.current), 5)
    XCTAssertEqual(try pollUnwrap { value.current }, 5)
    XCTAssertEqual(try pollUnwraps(value.current), 5)
    XCTAssertEqual(try pollUnwraps { value.current }, 5)
  }

  func testPollUnwrapReportsAtTheCallerAndThrowsAtTheTimeout() {
    let line = #line + 3
    let failures = withFailureCollection {
      XCTAssertTrue(
        thrown { try pollUnwrap(timeout: short, pollInterval: short, nil as Int?) }
          is RequireError)
    }
    XCTAssertEqual(
      failures.map(\.message),
      ["expected to eventually not be nil, got <nil>\ntimed out after 20 ms, polling every 20 ms"])
    XCTAssertEqual(failures.first?.location.line, UInt(line))
    XCTAssertEqual(
      failureMessages {
        _ = try? pollUnwrap(timeout: short, description: "Custom Message") { nil as Int? }
        _ = try? pollUnwraps(timeout: short, description: "Custom Message 2") { nil as Int? }
        _ = try? pollUnwraps(timeout: short, pollInterval: short, try broken())
      },
      [
        "Custom Message\nexpected to eventually not be nil, got <nil>\n"
          + "timed out after 20 ms, polling every 10 ms",
        "Custom Message 2\nexpected to eventually not be nil, got <nil>\n"
          + "timed out after 20 ms, polling every 10 ms",
        "expected to eventually not be nil, got unexpected error thrown: <Broken()>\n"
          + "timed out after 20 ms, polling every 20 ms",
      ])
  }
}

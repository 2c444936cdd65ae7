import Dispatch
import XCTest

@testable import BriskCore

/// Captures what Brisk hands to XCTest instead of failing, then checks it.
final class XCTestRoutingTests: XCTestCase {
  private struct Captured: Equatable {
    var description: String
    var file: String
    var line: Int
  }

  private let capturing = LockedFlag()
  private var captured: [Captured] = []

  #if os(Linux)
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard capturing.isOn else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      captured.append(Captured(description: description, file: filePath, line: lineNumber))
    }
  #else
    override func record(_ issue: XCTIssue) {
      guard capturing.isOn, let location = issue.sourceCodeContext.location else {
        return super.record(issue)
      }
      captured.append(
        Captured(
          description: issue.compactDescription, file: location.fileURL.path,
          line: location.lineNumber))
    }
  #endif

  private func capture(_ body: () -> Void) -> [Captured] {
    captured = []
    capturing.isOn = true
    body()
    capturing.isOn = false
    return captured
  }

  func testFailuresGoToXCTestWithFileAndLine() {
    let line = #line + 1
    let failures = capture { expect(1).to(equal(2)) }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, line)
    XCTAssertTrue(
      failures.first?.file.hasSuffix("BriskTests/Reporting/XCTestRoutingTests.swift") == true)
    XCTAssertTrue(
      failures.first?.description.contains(
        "expected to equal <2>, got <1>\nsource: let failures = capture { expect(1).to(equal(2)) }")
        == true, failures.first?.description ?? "")
  }

  func testAFailureFromABackgroundThreadReachesTheRunningTest() {
    let finished = expectation(description: "background check")
    let line = #line + 3
    let failures = capture {
      DispatchQueue.global().async {
        expect("a").to(equal("b"))
        finished.fulfill()
      }
      wait(for: [finished], timeout: 5)
    }
    XCTAssertEqual(failures.map(\.line), [line])
  }

  func testAFailedRequirementIsReportedOnceAndItsErrorTellsXCTestSo() {
    var thrown: (any Error)?
    let line = #line + 2
    let failures = capture {
      do { try require(1).to(equal(2)) } catch { thrown = error }
    }
    XCTAssertEqual(failures.map(\.line), [line])
    #if canImport(ObjectiveC)
      XCTAssertEqual((thrown as? RequireError)?.failure.message, "expected to equal <2>, got <1>")
      // XCTest on Apple platforms skips a thrown error with this user info.
      let userInfo = (thrown as? any CustomNSError)?.errorUserInfo
      XCTAssertEqual(userInfo?["XCTestErrorUserInfoKeyShouldIgnore"] as? Bool, true)
    #else
      // Linux's XCTest counts every thrown error but XCTUnwrap's, which reported it once.
      XCTAssertEqual(thrown.map { "\(type(of: $0))" }, "XCTestErrorWhileUnwrappingOptional")
      XCTAssertTrue(
        failures.first?.description.hasPrefix(
          "XCTUnwrap failed: expected non-nil value of type \"BriskRequirement\" - "
            + "expected to equal <2>, got <1>\nsource: do { try require(1).to(equal(2)) }")
          == true, failures.first?.description ?? "")
    #endif
  }

  func testASyncWaitRunsItsActionInsideTheWait() {
    var inside = false
    waitUntil { done in
      inside = WaitScope.isWaiting
      done()
    }
    XCTAssertTrue(inside)
    XCTAssertFalse(WaitScope.isWaiting)
  }

  func testThisProcessRunsXCTest() {
    XCTAssertTrue(TestFrameworks.processRunsXCTest)
    XCTAssertFalse(TestFrameworks.launchedForSwiftTesting)
  }

  func testCollectionScopesTakePrecedence() {
    let failures = capture {
      let collected = withFailureCollection { expect(1).to(equal(2)) }
      XCTAssertEqual(collected.map(\.message), ["expected to equal <2>, got <1>"])
    }
    XCTAssertEqual(failures, [])
  }
}

/// A flag the overridden recorder reads; XCTest may call it from another thread.
private final class LockedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  var isOn: Bool {
    get { lock.withLock { value } }
    set { lock.withLock { value = newValue } }
  }
}

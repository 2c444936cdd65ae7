import Brisk
import BriskTestSupport
import Testing
import XCTest

/// An async matcher, Nimble style.
private func asyncEqual(_ expected: Int) -> AsyncMatcher<Int> {
  AsyncMatcher.simple("equal <\(expected)>") { expression in
    MatcherStatus(bool: try await expression.evaluate() == expected)
  }
}

private let brief = PollingDuration.milliseconds(30)

private func one() async -> Int { 1 }

/// Every cell of Nimble's spellings in the verb grid: each receiver × matcher kind × `notTo`,
/// `toNotEventually`, `neverTo`, `alwaysTo`, in the synchronous and the async form where the
/// receiver has both. A missing cell does not compile; each call must pass.
@Suite struct NimbleVerbGridTests {
  /// The cells Nimble has and Brisk lacked: they compile now.
  @Test func theFormerHoles() async throws {
    let messages = await failureMessages {
      await expect(1).neverTo(asyncEqual(2), until: brief)
      await expect { 1 }.toNotEventually(asyncEqual(2), timeout: brief)
      _ = try? await require { 1 }.neverTo(asyncEqual(2), until: brief)
    }
    #expect(messages == [])
  }

  @Test func synchronousReceiversImmediately() throws {
    expectNoFailure { #expect(expect(1).notTo(equal(2)).status == .passed) }
    #expect(try require(1).notTo(equal(2)) == 1)
  }

  @Test func synchronousReceiversInAsyncCode() async throws {
    let messages = await failureMessages {
      // An awaited check returns its result, not the expectation: each is checked on its own.
      let expectation = expect(1)
      let statuses = [
        await expectation.toNotEventually(equal(2), timeout: brief),
        await expectation.neverTo(equal(2), until: brief),
        await expectation.alwaysTo(equal(1), until: brief),
        await expectation.notTo(asyncEqual(2)),
        await expectation.toNotEventually(asyncEqual(2), timeout: brief),
        await expectation.neverTo(asyncEqual(2), until: brief),
        await expectation.alwaysTo(asyncEqual(1), until: brief),
      ].map(\.status)
      #expect(statuses == Array(repeating: .passed, count: 7))
    }
    #expect(messages == [])
    let requirement = require(1)
    let values = [
      try await requirement.toNotEventually(equal(2), timeout: brief),
      try await requirement.neverTo(equal(2), until: brief),
      try await requirement.alwaysTo(equal(1), until: brief),
      try await requirement.notTo(asyncEqual(2)),
      try await requirement.toNotEventually(asyncEqual(2), timeout: brief),
      try await requirement.neverTo(asyncEqual(2), until: brief),
      try await requirement.alwaysTo(asyncEqual(1), until: brief),
    ]
    #expect(values == Array(repeating: 1, count: 7))
  }

  @Test func asyncReceivers() async throws {
    let messages = await failureMessages {
      let expectation = expect { await one() }
      let statuses = [
        await expectation.notTo(equal(2)),
        await expectation.toNotEventually(equal(2), timeout: brief),
        await expectation.neverTo(equal(2), until: brief),
        await expectation.alwaysTo(equal(1), until: brief),
        await expectation.notTo(asyncEqual(2)),
        await expectation.toNotEventually(asyncEqual(2), timeout: brief),
        await expectation.neverTo(asyncEqual(2), until: brief),
        await expectation.alwaysTo(asyncEqual(1), until: brief),
      ].map(\.status)
      #expect(statuses == Array(repeating: .passed, count: 8))
    }
    #expect(messages == [])
    let requirement = require { await one() }
    let values = [
      try await requirement.notTo(equal(2)),
      try await requirement.toNotEventually(equal(2), timeout: brief),
      try await requirement.neverTo(equal(2), until: brief),
      try await requirement.alwaysTo(equal(1), until: brief),
      try await requirement.notTo(asyncEqual(2)),
      try await requirement.toNotEventually(asyncEqual(2), timeout: brief),
      try await requirement.neverTo(asyncEqual(2), until: brief),
      try await requirement.alwaysTo(asyncEqual(1), until: brief),
    ]
    #expect(values == Array(repeating: 1, count: 8))
  }

  /// A Nimble spelling fails with the message of the verb it spells.
  @Test func aSpellingFailsAsItsVerb() async {
    await expectMessages([
      "expected to not equal <1>, got <1>",
      "expected to eventually not equal <1>, got <1>\ntimed out after 30 ms, polling every 10 ms",
      "expected to never equal <1>, got <1>\nmatched while polling",
    ]) {
      await expect(1).notTo(asyncEqual(1))
      await expect { 1 }.toNotEventually(asyncEqual(1), timeout: brief)
      await expect(1).neverTo(asyncEqual(1), until: brief)
    }
  }
}

/// The synchronous polling spellings, on the main thread, where XCTest runs.
final class NimbleVerbGridXCTests: XCTestCase {
  func testSynchronousPollingWithAMatcher() throws {
    let messages = failureMessages {
      let status = expect(1).toNotEventually(equal(2), timeout: brief)
        .neverTo(equal(2), until: brief).alwaysTo(equal(1), until: brief).status
      XCTAssertEqual(status, .passed)
    }
    XCTAssertEqual(messages, [])
    let requirement = require(1)
    let values = try [
      requirement.toNotEventually(equal(2), timeout: brief),
      requirement.neverTo(equal(2), until: brief), requirement.alwaysTo(equal(1), until: brief),
    ]
    XCTAssertEqual(values, [1, 1, 1])
  }
}

import BriskCore
import BriskTestSupport
import Testing
import XCTest

/// An async matcher written with Brisk's own API: equal to `expected`.
private func asyncEqual(_ expected: Int) -> AsyncMatcher<Int> {
  AsyncMatcher { expression in
    let actual = try await expression.evaluate()
    return MatcherResult(
      bool: actual == expected, message: .expected("equal <\(expected)>", got: actual))
  }
}

private let brief = PollingDuration.milliseconds(30)

/// An async expression, so that `expect { await one() }` makes an async expectation.
private func one() async -> Int { 1 }

/// Every cell of Brisk's own verb grid: each receiver (expectation, async expectation,
/// requirement, async requirement) × matcher kind (``Matcher``, ``AsyncMatcher``) × verb (`to`,
/// `toNot`, `toEventually`, `toEventuallyNot`, `toNever`, `toAlways`), in the synchronous and the
/// async form where the receiver has both. A missing cell does not compile; each call must pass.
@Suite struct VerbGridTests {
  @Test func synchronousReceiversImmediately() throws {
    expectNoFailure {
      #expect(expect(1).to(equal(1)).toNot(equal(2)).status == .passed)
    }
    let requirement = require(1)
    #expect(try [requirement.to(equal(1)), requirement.toNot(equal(2))] == [1, 1])
  }

  @Test func synchronousReceiversInAsyncCode() async throws {
    let messages = await failureMessages {
      // An awaited check returns its result, not the expectation: each is checked on its own.
      let expectation = expect(1)
      var statuses = [
        await expectation.toEventually(equal(1), timeout: brief),
        await expectation.toEventuallyNot(equal(2), timeout: brief),
        await expectation.toNever(equal(2), until: brief),
        await expectation.toAlways(equal(1), until: brief),
      ].map(\.status)
      statuses += [
        await expectation.to(asyncEqual(1)), await expectation.toNot(asyncEqual(2)),
        await expectation.toEventually(asyncEqual(1), timeout: brief),
        await expectation.toEventuallyNot(asyncEqual(2), timeout: brief),
        await expectation.toNever(asyncEqual(2), until: brief),
        await expectation.toAlways(asyncEqual(1), until: brief),
      ].map(\.status)
      #expect(statuses == Array(repeating: .passed, count: 10))
    }
    #expect(messages == [])
    let requirement = require(1)
    var values = [
      try await requirement.toEventually(equal(1), timeout: brief),
      try await requirement.toEventuallyNot(equal(2), timeout: brief),
      try await requirement.toNever(equal(2), until: brief),
      try await requirement.toAlways(equal(1), until: brief),
    ]
    values += [
      try await requirement.to(asyncEqual(1)), try await requirement.toNot(asyncEqual(2)),
      try await requirement.toEventually(asyncEqual(1), timeout: brief),
      try await requirement.toEventuallyNot(asyncEqual(2), timeout: brief),
      try await requirement.toNever(asyncEqual(2), until: brief),
      try await requirement.toAlways(asyncEqual(1), until: brief),
    ]
    #expect(values == Array(repeating: 1, count: 10))
  }

  @Test func asyncReceivers() async throws {
    let messages = await failureMessages {
      let expectation = expect { await one() }
      var statuses = [
        await expectation.to(equal(1)), await expectation.toNot(equal(2)),
        await expectation.toEventually(equal(1), timeout: brief),
        await expectation.toEventuallyNot(equal(2), timeout: brief),
        await expectation.toNever(equal(2), until: brief),
        await expectation.toAlways(equal(1), until: brief),
      ].map(\.status)
      statuses += [
        await expectation.to(asyncEqual(1)), await expectation.toNot(asyncEqual(2)),
        await expectation.toEventually(asyncEqual(1), timeout: brief),
        await expectation.toEventuallyNot(asyncEqual(2), timeout: brief),
        await expectation.toNever(asyncEqual(2), until: brief),
        await expectation.toAlways(asyncEqual(1), until: brief),
      ].map(\.status)
      #expect(statuses == Array(repeating: .passed, count: 12))
    }
    #expect(messages == [])
    let requirement = require { await one() }
    var values = [
      try await requirement.to(equal(1)), try await requirement.toNot(equal(2)),
      try await requirement.toEventually(equal(1), timeout: brief),
      try await requirement.toEventuallyNot(equal(2), timeout: brief),
      try await requirement.toNever(equal(2), until: brief),
      try await requirement.toAlways(equal(1), until: brief),
    ]
    values += [
      try await requirement.to(asyncEqual(1)), try await requirement.toNot(asyncEqual(2)),
      try await requirement.toEventually(asyncEqual(1), timeout: brief),
      try await requirement.toEventuallyNot(asyncEqual(2), timeout: brief),
      try await requirement.toNever(asyncEqual(2), until: brief),
      try await requirement.toAlways(asyncEqual(1), until: brief),
    ]
    #expect(values == Array(repeating: 1, count: 12))
  }

  /// The cells new in the grid, failing: their messages are the verbs' own.
  @Test func theNewCellsFailWithTheVerbsMessages() async {
    let requirement = require(1)
    await expectMessages([
      "expected to equal <2>, got <1>",
      "expected to eventually equal <2>, got <1>\ntimed out after 30 ms, polling every 10 ms",
    ]) {
      _ = try? await requirement.to(asyncEqual(2))
      _ = try? await requirement.toEventually(asyncEqual(2), timeout: brief)
    }
  }
}

/// The synchronous polling forms, on the main thread, where XCTest runs and the run loop spins.
final class VerbGridXCTests: XCTestCase {
  func testSynchronousPollingWithAMatcher() throws {
    let messages = failureMessages {
      let status = expect(1).toEventually(equal(1), timeout: brief)
        .toEventuallyNot(equal(2), timeout: brief)
        .toNever(equal(2), until: brief).toAlways(equal(1), until: brief).status
      XCTAssertEqual(status, .passed)
    }
    XCTAssertEqual(messages, [])
    let requirement = require(1)
    let values = try [
      requirement.toEventually(equal(1), timeout: brief),
      requirement.toEventuallyNot(equal(2), timeout: brief),
      requirement.toNever(equal(2), until: brief), requirement.toAlways(equal(1), until: brief),
    ]
    XCTAssertEqual(values, [1, 1, 1, 1])
  }
}

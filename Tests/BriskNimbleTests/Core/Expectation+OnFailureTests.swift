import Brisk
import BriskTestSupport
import Testing

@Suite struct ExpectationOnFailureTests {
  private struct Stop: Error, Equatable {}

  @Test func throwsOnlyAfterAFailedCheck() throws {
    let messages = try withFailureCollection {
      try expect(1).to(equal(1)).onFailure(throw: Stop())
      #expect(throws: Stop.self) { try expect(1).to(equal(2)).onFailure(throw: Stop()) }
    }.map(\.message)
    #expect(messages == ["expected to equal <2>, got <1>"])
  }

  @Test func aMixedStatusThrows() {
    expectMessages(["expected to equal <2>, got <1>"]) {
      #expect(throws: Stop.self) {
        try expect(1).to(equal(1)).to(equal(2)).onFailure(throw: Stop())
      }
    }
  }

  @Test func calledBeforeAnyCheckItReportsAndThrowsNothing() throws {
    let line = UInt(#line + 2)
    let failures = try withFailureCollection {
      try expect(1).onFailure(throw: Stop())
    }
    #expect(
      failures.map(\.message) == [
        "onFailure(throw:) was called before any check; write expect(…).to(…).onFailure(throw: …)"
      ])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func asyncExpectationsToo() async throws {
    let messages = try await withFailureCollection {
      try await expect { () async -> Int in 1 }.to(equal(1)).onFailure(throw: Stop())
      await #expect(throws: Stop.self) {
        try await expect { () async -> Int in 1 }.to(equal(2)).onFailure(throw: Stop())
      }
      try expect { () async -> Int in 1 }.onFailure(throw: Stop())
    }.map(\.message)
    #expect(
      messages == [
        "expected to equal <2>, got <1>",
        "onFailure(throw:) was called before any check; write expect(…).to(…).onFailure(throw: …)",
      ])
  }

  @Test func theResultOfAnAwaitedPollToo() async throws {
    let messages = try await withFailureCollection {
      try await expect(1).toEventually(equal(1)).onFailure(throw: Stop())
      await #expect(throws: Stop.self) {
        try await expect(1).toEventually(equal(2), timeout: .milliseconds(20))
          .onFailure(throw: Stop())
      }
      let polled = Task { await expect(1).toNever(equal(1), until: .milliseconds(20)) }
      await #expect(throws: Stop.self) { try await polled.value.onFailure(throw: Stop()) }
    }.map(\.message)
    #expect(
      messages == [
        "expected to eventually equal <2>, got <1>\ntimed out after 20 ms, polling every 10 ms",
        "expected to never equal <1>, got <1>\nmatched while polling",
      ])
  }
}

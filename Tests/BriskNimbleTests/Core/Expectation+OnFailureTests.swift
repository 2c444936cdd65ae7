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
}

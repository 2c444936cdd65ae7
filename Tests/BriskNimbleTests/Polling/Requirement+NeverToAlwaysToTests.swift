import Brisk
import BriskTestSupport
import Testing

private struct Broken: Error {}

private func broken() throws -> Int {
  throw Broken()
}

private let short = PollingDuration.milliseconds(20)

/// The synchronous form, as a Swift Testing test that forgot `await` would call it.
private func requireSynchronously() throws -> Int {
  try require(1).toNever(equal(2), until: .seconds(60))
}
private let often = PollingDuration.milliseconds(5)

@Suite struct RequirementNeverToAlwaysToTests {
  @Test func passAndReturnTheLastValue() async throws {
    let value = Changing(1)
    #expect(try await require(value.current).toNever(equal(0), until: short) == 1)
    #expect(try await require(value.current).toAlways(equal(1), until: short) == 1)
    #expect(try await require { value.current }.toNever(beNil(), until: short) == 1)
    #expect(try await require { () async in value.current }.toNever(equal(0), until: short) == 1)
    #expect(try await require { () async in value.current }.toAlways(equal(1), until: short) == 1)
  }

  @Test func failAtTheFirstPollThatBreaksTheRule() async {
    await expectMessages([
      "expected to never equal <1>, got <1>\nmatched while polling",
      "expected to always equal <2>, got <1>\nstopped matching while polling",
      "expected to never equal <1>, got <1>\nmatched while polling",
      "expected to always equal <2>, got <1>\nstopped matching while polling",
    ]) {
      await #expect(throws: RequireError.self) {
        try await require(1).toNever(equal(1), until: short)
      }
      _ = try? await require(1).toAlways(equal(2), until: short)
      _ = try? await require { () async in 1 }.toNever(equal(1), until: short)
      _ = try? await require { () async in 1 }.toAlways(equal(2), until: short)
    }
  }

  @Test func stopWhenTheValueChanges() async {
    let value = Changing(0)
    value.set(1, after: 10)
    let messages = await failureMessages {
      _ = try? await require(value.current).toNever(
        equal(1), until: .seconds(30), pollInterval: often, description: "id")
    }
    #expect(messages == ["id\nexpected to never equal <1>, got <1>\nmatched while polling"])
  }

  @Test func nilAndThrownErrorsCannotBeChecked() async {
    await expectMessages([
      "expected to always equal <1>, got <nil>\n(use beNil() to match nil)\ncould not be checked while polling",
      "expected to never equal <0>, got unexpected error thrown: <Broken()>\ncould not be checked while polling",
      "expected to always equal <0>, got unexpected error thrown: <Broken()>\ncould not be checked while polling",
    ]) {
      _ = try? await require(nil as Int?).toAlways(equal(1), until: short)
      _ = try? await require { try broken() }.toNever(equal(0), until: short)
      _ = try? await require { () async throws in try broken() }.toAlways(equal(0), until: short)
    }
  }

  @Test func aCustomErrorIsThrown() async {
    struct Custom: Error {}
    await expectMessages(["expected to never equal <1>, got <1>\nmatched while polling"]) {
      await #expect(throws: Custom.self) {
        try await require(customError: Custom(), 1).toNever(equal(1), until: short)
      }
    }
  }

  @Test func badTimeoutsAreRefused() async {
    await expectMessages([
      "toNever needs a positive timeout, got -1 s",
      "toAlways needs a positive timeout, got 0 s",
      "toAlways needs a finite poll interval, got infinity",
    ]) {
      _ = try? await require(1).toNever(equal(0), until: .seconds(-1))
      _ = try? await require { () async in 1 }.toAlways(equal(1), until: .seconds(0))
      _ = try? await require(1).toAlways(equal(1), pollInterval: .seconds(.infinity))
    }
  }

  @Test func syncPollingOffTheMainThreadIsRefusedAtOnce() {
    expectMessages([
      "toNever cannot wait synchronously in a Swift Testing test that runs off the main "
        + "thread: the run loop there never drains the main queue, so it would only time out. Make "
        + "the test async and write `try await require(…).toNever(…)`."
    ]) {
      _ = try? requireSynchronously()
    }
  }

  @Test func nestedPollingIsRefused() async {
    let pollsInside = Matcher<Int>("be checked by polling") { value in
      (try? require(value).toAlways(equal(value), until: short)) != nil
    }
    let messages = await failureMessages {
      await expect(1).toEventually(pollsInside, timeout: short)
    }
    #expect(
      messages.first
        == "toAlways was called while another polling expectation was evaluating its expression or "
        + "matcher; nested polling multiplies timeouts and never settles. Poll once, on the outer value."
    )
  }
}

import Brisk
import BriskTestSupport
import Testing

private struct Broken: Error {}

private func broken() throws -> Int? {
  throw Broken()
}

private func load(_ value: Int?) async -> Int? {
  value
}

private let short = PollingDuration.milliseconds(20)

/// The synchronous form, as a Swift Testing test that forgot `await` would call it.
private func pollUnwrapSynchronously() throws -> Int {
  try pollUnwrap(timeout: .seconds(60), nil as Int?)
}

@Suite struct PollUnwrapTests {
  @Test func returnsTheFirstValueThatIsNotNil() async throws {
    let value = Changing<Int?>(nil)
    value.set(3, after: 10)
    #expect(
      try await pollUnwrap(timeout: .seconds(30), pollInterval: .milliseconds(2), value.current)
        == 3)
    #expect(try await pollUnwrap { value.current } == 3)
    #expect(try await pollUnwrap { await load(value.current) } == 3)
    #expect(try await pollUnwrapa(await load(value.current)) == 3)
    #expect(try await pollUnwrapa { await load(4) } == 4)
  }

  @Test func reportsAtTheCallerAndThrowsAtTheTimeout() async {
    var thrown: (any Error)?
    let line = #line + 3
    let failures = await withFailureCollection {
      do {
        try await pollUnwrap(timeout: short, pollInterval: short) { await load(nil) }
      } catch {
        thrown = error
      }
    }
    #expect(thrown is RequireError)
    #expect(
      failures.map(\.message) == [
        "expected to eventually not be nil, got <nil>\ntimed out after 20 ms, polling every 20 ms"
      ])
    #expect(failures.first?.location.line == UInt(line))
  }

  @Test func everyFormTakesADescription() async {
    let expected =
      "Custom Message\nexpected to eventually not be nil, got <nil>\n"
      + "timed out after 20 ms, polling every 20 ms"
    await expectMessages([expected, expected, expected, expected]) {
      _ = try? await pollUnwrap(
        timeout: short, pollInterval: short, description: "Custom Message", nil as Int?)
      _ = try? await pollUnwrap(timeout: short, pollInterval: short, description: "Custom Message")
      {
        await load(nil)
      }
      _ = try? await pollUnwrapa(
        timeout: short, pollInterval: short, description: "Custom Message", await load(nil))
      _ = try? await pollUnwrapa(
        timeout: short, pollInterval: short, description: "Custom Message"
      ) { await load(nil) }
    }
  }

  @Test func aThrownErrorIsReportedWithTheTimeout() async {
    await expectMessages([
      "expected to eventually not be nil, got unexpected error thrown: <Broken()>\n"
        + "timed out after 20 ms, polling every 20 ms"
    ]) {
      await #expect(throws: RequireError.self) {
        try await pollUnwrap(timeout: short, pollInterval: short) { try broken() }
      }
    }
  }

  @Test func badTimeoutsAreRefused() async {
    await expectMessages([
      "pollUnwrap needs a positive timeout, got -1 s",
      "pollUnwrapa needs a positive poll interval, got 0 s",
    ]) {
      _ = try? await pollUnwrap(timeout: .seconds(-1)) { await load(1) }
      _ = try? await pollUnwrapa(pollInterval: .seconds(0), await load(1))
    }
  }

  @Test func syncPollingOffTheMainThreadIsRefusedAtOnce() {
    expectMessages([
      "pollUnwrap cannot wait synchronously in a Swift Testing test that runs off the main "
        + "thread: the run loop there never drains the main queue, so it would only time out. Make "
        + "the test async and write `try await pollUnwrap(…)`."
    ]) {
      _ = try? pollUnwrapSynchronously()
    }
  }

  @Test func nestedPollingIsRefused() async {
    let pollsInside = Matcher<Int>("be checked by polling") { value in
      (try? pollUnwraps(timeout: short, value as Int?)) != nil
    }
    let messages = await failureMessages {
      await expect(1).toEventually(pollsInside, timeout: short)
    }
    #expect(
      messages.first
        == "pollUnwraps was called while another polling expectation was evaluating its "
        + "expression or matcher; nested polling multiplies timeouts and never settles. Poll once, "
        + "on the outer value.")
  }
}

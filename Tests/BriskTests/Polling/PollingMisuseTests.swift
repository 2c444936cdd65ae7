import BriskCore
import BriskTestSupport
import Testing

/// Sync polling from a sync helper, as a Swift Testing test that forgot `await` would.
private func pollSynchronously(_ value: Changing<Int>) {
  expect(value.current).toEventually(equal(1), timeout: .seconds(60))
}

private func waitSynchronously(_ ran: Locked<Bool>) {
  waitUntil(timeout: .seconds(60)) { done in
    ran.withLock { $0 = true }
    done()
  }
}

@Suite struct PollingMisuseTests {
  @Test func syncPollingInASwiftTestingTestOffTheMainThreadIsRefusedAtOnce() {
    let value = Changing(0)
    expectMessages([
      "toEventually cannot wait synchronously in a Swift Testing test that runs off the main "
        + "thread: the run loop there never drains the main queue, so it would only time out. Make "
        + "the test async and write `await expect(…).toEventually(…)`."
    ]) {
      pollSynchronously(value)
    }
    #expect(value.reads == 0)
  }

  @Test func syncWaitUntilInASwiftTestingTestIsRefusedAtOnce() {
    let ran = Locked(false)
    expectMessages([
      "waitUntil cannot wait synchronously in a Swift Testing test that runs off the main "
        + "thread: the run loop there never drains the main queue, so it would only time out. Make "
        + "the test async and write `await waitUntil { done in … }`."
    ]) {
      waitSynchronously(ran)
    }
    #expect(!ran.current)
  }

  @Test func nestedPollingIsRefusedWithAnExplanation() async {
    let pollsInside = Matcher<Int>("be checked by polling") { value in
      pollSynchronously(Changing(value))
      return true
    }
    await expectMessages([
      "toEventually was called while another polling expectation was evaluating its expression or "
        + "matcher; nested polling multiplies timeouts and never settles. Poll once, on the outer value."
    ]) {
      await expect(1).toEventually(pollsInside)
    }
  }

  @Test func cancellationStopsPollingAndIsReported() async {
    let messages = Locked<[String]>([])
    let polling = Task {
      let collected = await failureMessages {
        await expect(3).toEventually(equal(5), timeout: .seconds(60), pollInterval: .seconds(30))
      }
      messages.withLock { $0 = collected }
    }
    try? await Task.sleep(nanoseconds: 20_000_000)
    polling.cancel()
    await polling.value
    #expect(
      messages.current == [
        "expected to eventually equal <5>, got <3>\nthe polling task was cancelled before 60 s had passed"
      ])
  }
}

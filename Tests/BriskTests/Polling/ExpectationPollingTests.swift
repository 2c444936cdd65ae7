import BriskCore
import BriskTestSupport
import Dispatch
import Testing

@Suite struct ExpectationPollingTests {
  @Test func passesAtOnceWhenTheValueIsAlreadyRight() async {
    let value = Changing(5)
    await expectMessages([]) {
      #expect(
        await expect(value.current).toEventually(equal(5), timeout: .seconds(30)).status == .passed)
    }
    #expect(value.reads == 1)
  }

  @Test func passesOnceAnotherTaskChangesTheValue() async {
    let value = Changing(3)
    value.set(5, after: 20)
    await expectMessages([]) {
      await expect(value.current).toEventually(
        equal(5), timeout: .seconds(30), pollInterval: .milliseconds(2))
    }
  }

  @Test func reportsTheLastValueAndTheTimeout() async {
    await expectMessages([
      "expected to eventually equal <5>, got <3>\ntimed out after 50 ms, polling every 50 ms"
    ]) {
      #expect(
        await expect(3).toEventually(
          equal(5), timeout: .milliseconds(50), pollInterval: .milliseconds(50)
        ).status == .failed)
    }
  }

  @Test func descriptionComesFirst() async {
    await expectMessages([
      "menu opens\nexpected to eventually be true, got <false>\ntimed out after 20 ms, polling every 20 ms"
    ]) {
      await expect(false).toEventually(
        beTrue(), timeout: .milliseconds(20), pollInterval: .milliseconds(20),
        description: "menu opens")
    }
  }

  @Test func toEventuallyNot() async {
    let value = Changing<Int?>(nil)
    value.set(1, after: 10)
    await expectMessages([
      "expected to eventually not be nil, got <nil>\ntimed out after 20 ms, polling every 20 ms"
    ]) {
      await expect(value.current).toEventuallyNot(
        beNil(), timeout: .seconds(30), pollInterval: .milliseconds(2))
      await expect(nil as Int?).toEventuallyNot(
        beNil(), timeout: .milliseconds(20), pollInterval: .milliseconds(20))
    }
  }

  @Test func toNeverPassesWhenTheValueNeverMatchesAndFailsAtTheFirstMatch() async {
    await expectMessages(["expected to never equal <1>, got <1>\nmatched while polling"]) {
      #expect(
        await expect(2).toNever(equal(1), until: .milliseconds(20), pollInterval: .milliseconds(5))
          .status == .passed)
      #expect(await expect(1).toNever(equal(1), until: .seconds(30)).status == .failed)
    }
  }

  @Test func toAlwaysPassesWhenTheValueKeepsMatchingAndFailsAtTheFirstMismatch() async {
    let value = Changing(1)
    value.set(2, after: 10)
    let messages = await failureMessages {
      #expect(
        await expect(1).toAlways(equal(1), until: .milliseconds(20), pollInterval: .milliseconds(5))
          .status == .passed)
      #expect(await expect(2).toAlways(equal(1), until: .seconds(30)).status == .failed)
      await expect(value.current).toAlways(
        equal(1), until: .seconds(30), pollInterval: .milliseconds(2))
    }
    #expect(
      messages == [
        "expected to always equal <1>, got <2>\nstopped matching while polling",
        "expected to always equal <1>, got <2>\nstopped matching while polling",
      ])
  }

  @Test func anActualThatThrowsOnSomePollsStillPasses() async {
    struct NotReady: Error {}
    let value = Changing(0)
    value.set(2, after: 10)
    await expectMessages([]) {
      await expect { () throws -> Int in
        let current = value.current
        guard current > 0 else { throw NotReady() }
        return current
      }.toEventually(equal(2), timeout: .seconds(30), pollInterval: .milliseconds(2))
    }
  }

  @Test func reportsAThrowingActualAndTheLastErrorBeforeAValue() async {
    struct NotReady: Error {}
    let attempts = Locked(0)
    await expectMessages([
      "expected to eventually equal <2>, got unexpected error thrown: <NotReady()>\ntimed out after 20 ms, polling every 20 ms",
      "expected to eventually equal <2>, got <1>\ntimed out after 20 ms, polling every 20 ms\nlast error thrown: <NotReady()>",
    ]) {
      await expect { () throws -> Int in throw NotReady() }
        .toEventually(equal(2), timeout: .milliseconds(20), pollInterval: .milliseconds(20))
      await expect { () throws -> Int in
        let attempt = attempts.withLock { count -> Int in
          count += 1
          return count
        }
        if attempt == 1 { throw NotReady() }
        return 1
      }.toEventually(equal(2), timeout: .milliseconds(20), pollInterval: .milliseconds(20))
    }
  }

  @Test func clampedIntervalIsExplainedInTheMessage() async {
    await expectMessages([
      "expected to eventually equal <1>, got <0>\ntimed out after 20 ms, polling every 20 ms\npoll interval 1 s is longer than the timeout; clamped to 20 ms"
    ]) {
      await expect(0).toEventually(equal(1), timeout: .milliseconds(20), pollInterval: .seconds(1))
    }
  }

  @Test func nonPositiveValuesFailAtOnceWithoutPolling() async {
    let value = Changing(1)
    await expectMessages([
      "toEventually needs a positive timeout, got 0 s",
      "toNever needs a positive poll interval, got -5 ms",
    ]) {
      await expect(value.current).toEventually(equal(1), timeout: .seconds(0))
      await expect(value.current).toNever(equal(2), pollInterval: .milliseconds(-5))
    }
    #expect(value.reads == 0)
  }

  @Test func evaluatesOnTheCallersActor() async {
    await expectMessages([]) {
      await IsolationProbe().pollsOnItself()
      await IsolationProbe().checksOnItself()
    }
  }
}

/// Polls from inside an actor, checking that the expression runs isolated to it.
actor IsolationProbe {
  private var ready = true

  func checksOnItself() async {
    expect { () -> Bool in
      self.assertIsolated()
      return self.ready
    }.to(beTrue())
    await expect { () async -> Bool in
      self.assertIsolated()
      return self.ready
    }.to(beTrue())
  }

  func pollsOnItself() async {
    await expect { () -> Bool in
      self.assertIsolated()
      return self.ready
    }.toEventually(beTrue())
  }

  func waitsOnItself() async {
    await waitUntil { done in
      self.assertIsolated()
      done()
    }
  }

  @Test func toNeverAndToAlwaysSayWhenAValueCouldNotBeChecked() async {
    await expectMessages([
      "expected to never equal <1>, got <nil>\n(use beNil() to match nil)\ncould not be checked while polling",
      "expected to always equal <1>, got <nil>\n(use beNil() to match nil)\ncould not be checked while polling",
    ]) {
      await expect(nil as Int?).toNever(equal(1), until: .seconds(30))
      await expect(nil as Int?).toAlways(equal(1), until: .seconds(30))
    }
  }
}

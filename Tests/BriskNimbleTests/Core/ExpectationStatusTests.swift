import Brisk
import BriskTestSupport
import Testing

@Suite struct ExpectationStatusTests {
  @Test func chainedChecksEachReportAndCombineTheirStatus() {
    expectMessages([
      "expected to equal <2>, got <1>",
      "expected to be greater than <5>, got <1>",
      "expected to not equal <1>, got <1>",
    ]) {
      #expect(expect(1).to(equal(1)).to(beLessThan(2)).status == .passed)
      #expect(expect(1).to(equal(2)).toNot(equal(3)).status == .mixed)
      #expect(expect(1).to(beGreaterThan(5)).toNot(equal(1)).status == .failed)
      #expect(expect(1).toNot(equal(2)).toNot(equal(3)).status == .passed)
    }
  }

  @Test func aNilActualAndAThrownErrorFailTheStatus() {
    struct Boom: Error {}
    expectMessages([
      "expected to equal <1>, got <nil>\n(use beNil() to match nil)",
      "expected to equal <1>, got unexpected error thrown: <Boom()>",
    ]) {
      #expect(expect(nil as Int?).to(equal(1)).status == .failed)
      #expect(expect { () throws -> Int in throw Boom() }.to(equal(1)).status == .failed)
      #expect(expect(nil as Int?).to(beNil()).status == .passed)
    }
  }

  @Test func asyncChecksReturnTheirResult() async {
    await expectMessages(["expected to equal <3>, got <2>"]) {
      // An awaited check returns its own result, not the expectation to chain on.
      let expectation = expect { () async -> Int in 2 }
      #expect(await expectation.to(equal(2)).status == .passed)
      #expect(await expectation.to(equal(3)).status == .failed)
      #expect(await expect { () async -> Int in 2 }.toNot(equal(1)).status == .passed)
    }
  }

  @Test func pollingReturnsTheStatus() async {
    await expectMessages([
      "expected to eventually not equal <1>, got <1>\n"
        + "timed out after 20 ms, polling every 20 ms"
    ]) {
      #expect(await expect(1).toEventually(equal(1)).status == .passed)
      #expect(
        await expect(1).toNotEventually(
          equal(1), timeout: .milliseconds(20), pollInterval: .milliseconds(20)
        ).status == .failed)
      #expect(await expect(1).toNotEventually(equal(2)).status == .passed)
      #expect(await expect { () async -> Int in 1 }.toNotEventually(equal(2)).status == .passed)
    }
  }

  @Test func statusesCombineAsNimblesDo() {
    expectMessages(["expected to be true, got <false>"]) {
      let expectation = expect(false)
      #expect(expectation.toNot(beTrue()).to(beFalse()).status == .passed)
      #expect(expectation.to(beFalse()).to(beTrue()).to(beFalse()).status == .mixed)
    }
  }
}

@Suite struct NimbleSpellingRefusalTests {
  @Test func refusalsNameTheSpellingThatWasWritten() async {
    await expectMessages([
      "toNotEventually needs a positive timeout, got 0 s",
      "neverTo needs a positive timeout, got -1 s",
      "alwaysTo needs a positive timeout, got 0 s",
      "toNotEventually needs a positive timeout, got 0 s",
    ]) {
      await expect(1).toNotEventually(equal(2), timeout: .seconds(0))
      await expect(1).neverTo(equal(2), until: .seconds(-1))
      await expect { () async in 1 }.alwaysTo(equal(1), until: .seconds(0))
      await expect { () async in 1 }.toNotEventually(equal(2), timeout: .seconds(0))
    }
  }
}

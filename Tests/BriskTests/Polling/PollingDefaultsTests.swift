import Testing

@testable import BriskCore

@Suite struct PollingDefaultsTests {
  @Test func startAtOneSecondAndTenMilliseconds() {
    #expect(
      PollingDefaults() == PollingDefaults(timeout: .seconds(1), pollInterval: .milliseconds(10)))
  }

  @Test func withPollingDefaultsScopesSyncCode() {
    let inside = withPollingDefaults(timeout: .seconds(3)) { PollingDefaults.current }
    #expect(inside.timeout == .seconds(3))
    #expect(inside.pollInterval == PollingDefaults.current.pollInterval)
    let nested = withPollingDefaults(timeout: .seconds(3)) {
      withPollingDefaults(pollInterval: .milliseconds(5)) { PollingDefaults.current }
    }
    #expect(nested == PollingDefaults(timeout: .seconds(3), pollInterval: .milliseconds(5)))
  }

  // The documented use: a closure of one expectation, whose result nobody reads. The build has
  // zero warnings, so this also checks that the scope's result is discardable.
  @Test func aScopeAroundOneExpectationReportsItsFailure() async {
    let failures = await withFailureCollection {
      withPollingDefaults(timeout: .seconds(3)) { expect(1).to(equal(2)) }
      await withPollingDefaults(timeout: .seconds(3)) {
        await expect { () async -> Int in 1 }.to(equal(3))
      }
    }
    #expect(
      failures.map(\.message) == [
        "expected to equal <2>, got <1>", "expected to equal <3>, got <1>",
      ])
  }

  @Test func withPollingDefaultsScopesAsyncCode() async {
    let inside = await withPollingDefaults(pollInterval: .milliseconds(2)) {
      await Task.yield()
      return PollingDefaults.current
    }
    #expect(inside.pollInterval == .milliseconds(2))
  }

  @Test func timeoutScaleParsesPositiveNumbersAndExplainsTheRest() {
    #expect(TimeoutScale.parse(nil).factor == 1)
    #expect(TimeoutScale.parse("").factor == 1)
    #expect(TimeoutScale.parse("3").factor == 3)
    #expect(TimeoutScale.parse("1.5").factor == 1.5)
    let bad = TimeoutScale.parse("fast")
    #expect(bad.factor == 1)
    #expect(
      bad.problem
        == "BRISK_TIMEOUT_SCALE must be a positive number, got <fast>; timeouts are not scaled")
    #expect(TimeoutScale.parse("-2").problem != nil)
    #expect(TimeoutScale.parse("0").problem != nil)
  }
}

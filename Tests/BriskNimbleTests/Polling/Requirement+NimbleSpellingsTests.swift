import Brisk
import BriskTestSupport
import Testing

private let short = PollingDuration.milliseconds(20)

@Suite struct RequirementNimbleSpellingsTests {
  @Test func passLikeTheBriskSpellings() async throws {
    let value = Changing<Int?>(nil)
    value.set(2, after: 5)
    #expect(try await require(value.current).toNotEventually(beNil(), timeout: .seconds(30)) == 2)
    #expect(try await require(2).neverTo(equal(1), until: short) == 2)
    #expect(try await require(2).alwaysTo(equal(2), until: short) == 2)
    #expect(try await require { () async in 2 }.toNotEventually(equal(1)) == 2)
    #expect(try await require { () async in 2 }.neverTo(equal(1), until: short) == 2)
    #expect(try await require { () async in 2 }.alwaysTo(equal(2), until: short) == 2)
  }

  @Test func failLikeTheBriskSpellings() async {
    await expectMessages([
      "expected to eventually not equal <1>, got <1>\ntimed out after 20 ms, polling every 20 ms",
      "expected to never equal <1>, got <1>\nmatched while polling",
      "expected to always equal <2>, got <1>\nstopped matching while polling",
      "expected to eventually not equal <1>, got <1>\ntimed out after 20 ms, polling every 20 ms",
      "d\nexpected to never equal <1>, got <1>\nmatched while polling",
      "expected to always equal <2>, got <nil>\n(use beNil() to match nil)\ncould not be checked while polling",
    ]) {
      _ = try? await require(1).toNotEventually(equal(1), timeout: short, pollInterval: short)
      _ = try? await require(1).neverTo(equal(1), until: short)
      _ = try? await require(1).alwaysTo(equal(2), until: short)
      _ = try? await require { () async in 1 }.toNotEventually(
        equal(1), timeout: short, pollInterval: short)
      _ = try? await require { () async in 1 }.neverTo(equal(1), until: short, description: "d")
      _ = try? await require { () async -> Int? in nil }.alwaysTo(equal(2), until: short)
    }
  }

  @Test func badTimeoutsAreRefused() async {
    await expectMessages([
      "toNotEventually needs a positive timeout, got -1 s",
      "neverTo needs a positive timeout, got -1 s",
      "alwaysTo needs a positive timeout, got -1 s",
    ]) {
      _ = try? await require(1).toNotEventually(equal(0), timeout: .seconds(-1))
      _ = try? await require { () async in 1 }.neverTo(equal(0), until: .seconds(-1))
      _ = try? await require(1).alwaysTo(equal(1), until: .seconds(-1))
    }
  }
}

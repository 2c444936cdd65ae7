import Brisk
import BriskTestSupport
import Testing

private struct MyCustomError: Error {}
private struct Broken: Error {}

private func load(_ value: Int?) async -> Int? {
  value
}

@Suite struct RequireNimbleTests {
  @Test func syncRequirementIsNimblesNameForRequirement() throws {
    let requirement: SyncRequirement<Int> = require(1)
    #expect(try requirement.to(equal(1)) == 1)
    let _: SyncRequirement<Void> = require {}
  }

  @Test func requiresPassesFailsAndNegates() throws {
    #expect(try requires(3).to(equal(3)) == 3)
    #expect(try requires { 4 }.toNot(equal(3)) == 4)
    expectMessages([
      "expected to equal <2>, got <1>", "expected to not equal <1>, got <1>",
      "expected to equal <2>, got <nil>\n(use beNil() to match nil)",
    ]) {
      _ = try? requires(1).to(equal(2))
      _ = try? requires { 1 }.notTo(equal(1))
      _ = try? requires(nil as Int?).to(equal(2))
    }
  }

  @Test func requireaPassesFailsAndNegates() async throws {
    #expect(try await requirea(await load(1)).to(equal(1)) == 1)
    #expect(try await requirea { await load(2) }.toNot(beNil()) == 2)
    await expectMessages([
      "expected to equal <2>, got <1>", "expected to not equal <1>, got <1>",
      "expected to not be nil, got <nil>",
    ]) {
      _ = try? await requirea(await load(1)).to(equal(2))
      _ = try? await requirea(await load(1)).toNot(equal(1))
      _ = try? await requirea(await load(nil)).toNot(beNil())
    }
  }

  @Test func aCustomErrorIsThrownAfterTheFailureIsReported() async {
    expectMessages(["expected to equal <2>, got <1>", "expected to equal <2>, got <1>"]) {
      #expect(throws: MyCustomError.self) {
        try require(customError: MyCustomError(), 1).to(equal(2))
      }
      #expect(throws: MyCustomError.self) {
        try requires(customError: MyCustomError()) { 1 }.to(equal(2))
      }
    }
    await expectMessages(["expected to equal <2>, got <1>", "expected to equal <2>, got <1>"]) {
      await #expect(throws: MyCustomError.self) {
        try await requirea(customError: MyCustomError(), 1).to(equal(2))
      }
      await #expect(throws: MyCustomError.self) {
        try await require(customError: MyCustomError()) { await load(1) }.to(equal(2))
      }
    }
  }

  @Test func aThrownErrorFailsTheRequirement() async {
    expectMessages(["expected to equal <1>, got unexpected error thrown: <Broken()>"]) {
      #expect(throws: RequireError.self) {
        try requires { () throws -> Int in throw Broken() }.to(equal(1))
      }
    }
    await expectMessages(["expected to equal <1>, got unexpected error thrown: <Broken()>"]) {
      await #expect(throws: RequireError.self) {
        try await requirea { () async throws -> Int in throw Broken() }.to(equal(1))
      }
    }
  }

  @Test func requireFailReportsAtTheCallerAndThrows() {
    var thrown: (any Error)?
    let line = #line + 2
    let failures = withFailureCollection {
      do { try requireFail() } catch { thrown = error }
    }
    #expect(thrown is RequireError)
    #expect(failures.map(\.message) == ["requireFail() always fails"])
    #expect(failures.first?.location.line == UInt(line))
    expectMessages(["Custom error message", "Custom message with custom error"]) {
      #expect(throws: RequireError.self) { try requireFail("Custom error message") }
      #expect(throws: MyCustomError.self) {
        try requireFail("Custom message with custom error", customError: MyCustomError())
      }
    }
  }
}

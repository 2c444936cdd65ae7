import Brisk
import BriskTestSupport
import Testing

private struct MyCustomError: Error {}
private struct Broken: Error {}

private func load(_ value: Int?) async -> Int? {
  value
}

/// A Nimble-style helper that forwards its caller's location.
@discardableResult
private func requirePositive(
  _ value: Int?, file: FileString = #filePath, line: UInt = #line
) throws -> Int {
  try require(file: file, line: line, value).to(beGreaterThan(0))
}

/// A Nimble-style helper that forwards its caller's location to `unwrap` and `require`.
private func unwrapFirst(
  _ values: [Int], file: FileString = #filePath, line: UInt = #line
) throws -> Int {
  let first = try unwrap(file: file, line: line, values.first)
  return try require(file: file, line: line, first).toNot(equal(0))
}

@Suite struct RequireNimbleTests {
  @Test func helpersForwardTheCallersLocation() throws {
    #expect(try requirePositive(2) == 2)
    #expect(try unwrapFirst([3]) == 3)
    let line = #line + 2
    let failures = withFailureCollection {
      _ = try? requirePositive(0)
      _ = try? requirePositive(nil)
      _ = try? unwrapFirst([])
      _ = try? unwrapFirst([0])
    }
    #expect(
      failures.map(\.message) == [
        "expected to be greater than <0>, got <0>",
        "expected to be greater than <0>, got <nil>",
        "expected to not be nil, got <nil>",
        "expected to not equal <0>, got <0>",
      ])
    #expect(
      failures.map(\.location.line) == [UInt(line), UInt(line + 1), UInt(line + 2), UInt(line + 3)])
  }

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

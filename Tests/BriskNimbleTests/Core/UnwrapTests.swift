import Brisk
import BriskTestSupport
import Testing

private struct Missing: Error {}
private struct Broken: Error {}

private func broken() throws -> Int? {
  throw Broken()
}

private func load(_ value: Int?) async -> Int? {
  value
}

@Suite struct UnwrapTests {
  @Test func passesAndReturnsTheValue() async throws {
    #expect(try unwrap(Optional(1)) == 1)
    #expect(try unwraps(Optional(3)) == 3)
    #expect(try unwraps { Optional(4) } == 4)
    #expect(try await unwrapa(await load(5)) == 5)
    #expect(try await unwrapa { Optional(6) } == 6)
  }

  @Test func nilFailsAndThrowsAtTheCaller() throws {
    let line = #line + 2
    let failures = withFailureCollection {
      _ = try? unwraps(nil as Int?)
    }
    #expect(failures.map(\.message) == ["expected to not be nil, got <nil>"])
    #expect(failures.first?.location.line == UInt(line))
    expectMessages(["expected to not be nil, got <nil>", "expected to not be nil, got <nil>"]) {
      _ = try? unwraps { nil as Int? }
      _ = try? unwrap(description: nil, nil as Int?)
    }
  }

  @Test func theDescriptionComesBeforeTheValueAsInNimble() {
    expectMessages([
      "Custom User Message\nexpected to not be nil, got <nil>",
      "Custom User Message 2\nexpected to not be nil, got <nil>",
    ]) {
      _ = try? unwrap(description: "Custom User Message", nil as Int?)
      _ = try? unwraps(description: "Custom User Message 2", nil as Int?)
    }
  }

  @Test func asyncNilFailsWithTheDescription() async {
    await expectMessages([
      "Other Message\nexpected to not be nil, got <nil>",
      "expected to not be nil, got <nil>",
      "Some Message\nexpected to not be nil, got <nil>",
    ]) {
      _ = try? await unwrapa(description: "Other Message", await load(nil))
      _ = try? await unwrapa { nil as Int? }
      _ = try? await unwrap(description: "Some Message") { () async -> Int? in nil }
    }
  }

  @Test func aThrownErrorIsReportedAndThrowsRequireError() async {
    expectMessages(["expected to not be nil, got unexpected error thrown: <Broken()>"]) {
      #expect(throws: RequireError.self) { try unwraps(try broken()) }
    }
    await expectMessages(["expected to not be nil, got unexpected error thrown: <Broken()>"]) {
      await #expect(throws: RequireError.self) { try await unwrapa { try broken() } }
    }
  }
}

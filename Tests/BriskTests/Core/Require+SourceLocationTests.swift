import BriskCore
import Testing

private func requirePositive(_ value: Int?, sourceLocation: SourceLocation = #_sourceLocation)
  throws -> Int
{
  try require(value, sourceLocation: sourceLocation).to(beGreaterThan(0))
}

private func requireCount(
  _ compute: @escaping () -> Int, sourceLocation: SourceLocation = #_sourceLocation
) throws -> Int {
  try require(sourceLocation: sourceLocation) { compute() }.to(beGreaterThan(0))
}

private func requireLoaded(
  _ load: @escaping () async -> Int, sourceLocation: SourceLocation = #_sourceLocation
) async throws -> Int {
  try await require(sourceLocation: sourceLocation) { await load() }.to(equal(200))
}

private func unwrapName(_ name: String?, sourceLocation: SourceLocation = #_sourceLocation)
  throws -> String
{
  try unwrap(description: "the name", name, sourceLocation: sourceLocation)
}

private func unwrapLoaded(
  _ load: () async -> String?, sourceLocation: SourceLocation = #_sourceLocation
) async throws -> String {
  try await unwrap(sourceLocation: sourceLocation) { await load() }
}

/// Runs `body`, which must throw ``RequireError``, and returns the failures it reported.
private func requireFailures(_ body: () throws -> Void) -> [RecordedFailure] {
  withFailureCollection {
    #expect(throws: RequireError.self) { try body() }
  }
}

private func requireFailures(
  isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
) async -> [RecordedFailure] {
  await withFailureCollection {
    await #expect(throws: RequireError.self) { try await body() }
  }
}

@Suite struct RequireSourceLocationTests {
  @Test func requirePassesAndReturnsTheValue() throws {
    var value = 0
    let failures = try withFailureCollection { value = try requirePositive(3) }
    #expect(failures.isEmpty)
    #expect(value == 3)
  }

  @Test func requireReportsAtTheCallerAndThrows() {
    let line = #line + 1
    let failures = requireFailures { _ = try requirePositive(-2) }
    #expect(failures.map(\.message) == ["expected to be greater than <0>, got <-2>"])
    #expect(failures.map(\.location.line) == [UInt(line)])
    #expect(failures.map(\.location.column) == [61])
  }

  @Test func requireOnNilReportsAtTheCaller() {
    let line = #line + 1
    let failures = requireFailures { _ = try requirePositive(nil) }
    #expect(failures.map(\.message) == ["expected to be greater than <0>, got <nil>"])
    #expect(failures.map(\.location.line) == [UInt(line)])
  }

  @Test func theClosureFormsReportAtTheCaller() async {
    let line = #line + 1
    let failures = requireFailures { _ = try requireCount { 0 } }
    #expect(failures.map(\.message) == ["expected to be greater than <0>, got <0>"])
    #expect(failures.map(\.location.line) == [UInt(line)])
    let asyncLine = #line + 1
    let asyncFailures = await requireFailures { _ = try await requireLoaded { 404 } }
    #expect(asyncFailures.map(\.message) == ["expected to equal <200>, got <404>"])
    #expect(asyncFailures.map(\.location.line) == [UInt(asyncLine)])
  }

  @Test func unwrapReportsAtTheCallerWithItsDescription() throws {
    #expect(try unwrapName("Ada") == "Ada")
    let line = #line + 1
    let failures = requireFailures { _ = try unwrapName(nil) }
    #expect(failures.map(\.message) == ["the name\nexpected to not be nil, got <nil>"])
    #expect(failures.map(\.location.line) == [UInt(line)])
    #expect(failures.map(\.location.column) == [56])
  }

  @Test func theAsyncUnwrapReportsAtTheCaller() async throws {
    #expect(try await unwrapLoaded { "ready" } == "ready")
    let line = #line + 1
    let failures = await requireFailures { _ = try await unwrapLoaded { nil } }
    #expect(failures.map(\.message) == ["expected to not be nil, got <nil>"])
    #expect(failures.map(\.location.line) == [UInt(line)])
  }
}

import Testing

@testable import BriskCore

/// Serialized: `removeAll()` empties the one shared store. A failure reaches the fallback only
/// where no test framework runs (`.ci/check-routing` runs a plain executable for that, and checks
/// what it writes to standard error), so these tests hand failures to the store directly.
@Suite(.serialized) struct FallbackFailuresTests {
  private func failure(_ message: String) -> RecordedFailure {
    RecordedFailure(
      message: message,
      location: CodeLocation(
        fileID: "App/Main.swift", filePath: "/App/Main.swift", line: 3, column: 7))
  }

  @Test func aFailureIsKeptInOrder() {
    let marker = Int.random(in: 1_000_000...9_999_999)
    FallbackFailures.keep(failure("first \(marker)"))
    FallbackFailures.keep(failure("second \(marker)"))
    let kept = FallbackFailures.all.filter { $0.message.hasSuffix(" \(marker)") }
    #expect(kept.map(\.message) == ["first \(marker)", "second \(marker)"])
    #expect(kept.first?.description == "App/Main.swift:3:7: first \(marker)")
  }

  @Test func removeAllReturnsWhatWasKept() {
    let marker = Int.random(in: 1_000_000...9_999_999)
    FallbackFailures.keep(failure("kept \(marker)"))
    let removed = FallbackFailures.removeAll()
    #expect(removed.contains { $0.message == "kept \(marker)" })
    #expect(FallbackFailures.all.isEmpty)
  }
}

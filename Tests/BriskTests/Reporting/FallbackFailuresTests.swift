import Brisk
import Testing

/// Serialized: `removeAll()` empties the one shared store.
@Suite(.serialized) struct FallbackFailuresTests {
  @Test func aFailureWithNoTestToReportToIsPrintedAndKept() async {
    let marker = Int.random(in: 1_000_000...9_999_999)
    let line = #line + 2
    _ = await Task.detached {
      _ = expect(marker).to(equal(-1))
    }.value
    let kept = FallbackFailures.all.filter {
      $0.message == "expected to equal <-1>, got <\(marker)>"
    }
    #expect(kept.count == 1)
    #expect(kept.first?.location.line == UInt(line))
    #expect(kept.first?.location.fileID == "BriskTests/FallbackFailuresTests.swift")
  }

  @Test func removeAllReturnsWhatWasKept() async {
    let marker = Int.random(in: 1_000_000...9_999_999)
    _ = await Task.detached { _ = expect(marker).to(beNil()) }.value
    let removed = FallbackFailures.removeAll()
    #expect(removed.contains { $0.message == "expected to be nil, got <\(marker)>" })
    #expect(!FallbackFailures.all.contains { $0.message == "expected to be nil, got <\(marker)>" })
  }
}

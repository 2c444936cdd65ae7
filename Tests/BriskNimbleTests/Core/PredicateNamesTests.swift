import Brisk
import Testing

/// Written as a library from before Nimble 10 writes it; deprecated, as in Nimble, so the uses
/// sit in a deprecated function and the suite stays free of warnings.
@available(*, deprecated)
private func beSmall() -> Predicate<Int> {
  Predicate { expression in
    let small = try expression.evaluate().map { $0 < 10 } ?? false
    return PredicateResult(status: PredicateStatus(bool: small), message: .expectedTo("be small"))
  }
}

@available(*, deprecated)
private func beSmallAsync() -> AsyncPredicate<Int> {
  AsyncPredicate { expression in
    let small = try await expression.evaluate().map { $0 < 10 } ?? false
    return PredicateResult(bool: small, message: .expectedActualValueTo("be small"))
  }
}

/// The deprecated uses, reached through a protocol requirement that is not deprecated.
private protocol OldNames {
  func checks() async -> [String]
}

private struct LibraryFromBeforeNimble10: OldNames {
  @available(*, deprecated)
  func checks() async -> [String] {
    await withFailureCollection {
      expect(3).to(beSmall())
      expect(30).to(beSmall())
      await expect(4).to(beSmallAsync())
      await expect(40).to(beSmallAsync())
    }.map(\.message)
  }
}

@Suite struct PredicateNamesTests {
  @Test func theOldNamesAreBrisksTypes() async {
    let library: any OldNames = LibraryFromBeforeNimble10()
    #expect(await library.checks() == ["expected to be small", "expected to be small, got <40>"])
  }
}

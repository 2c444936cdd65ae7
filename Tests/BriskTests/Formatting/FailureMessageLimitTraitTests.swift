import Testing

@testable import BriskCore

@Suite(.failureMessageLimit(characters: 40_000))
struct FailureMessageLimitTraitTests {
  @Test func aSuiteTraitSetsTheLimitForItsTests() {
    #expect(FailureMessageLimit.current.characters == 40_000)
    #expect(stringify(String(repeating: "a", count: 1_500)).count == 1_502)
  }

  @Test(.failureMessageLimit(time: .seconds(1)))
  func aTestTraitKeepsWhatItDoesNotSet() {
    #expect(
      FailureMessageLimit.current == FailureMessageLimit(characters: 40_000, time: .seconds(1)))
  }

  @Test func aBadLimitIsRecordedWhereTheTraitIsWritten() async throws {
    let trait: FailureMessageLimitTrait = .failureMessageLimit(characters: 5)
    let seen = Locked(0)
    let test = try #require(Test.current)
    try await withKnownIssue {
      try await trait.provideScope(for: test, testCase: nil) {
        seen.withLock { $0 = FailureMessageLimit.current.characters }
      }
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == ["a failure message limit of 5 characters is below the minimum of 1,000; using 1,000"]
    }
    #expect(seen.withLock { $0 } == 1_000)
  }
}

import BriskCore
import BriskTestSupport
import Foundation
import Testing

private let folderName = "__Snapshots__/RepeatableSnapshotsTraitTests"

/// The arguments `swift test` passes when it repeats the run three times.
private let repeating = [
  "BriskPackageTests.xctest", "--testing-library", "swift-testing", "--repetitions", "3",
]

/// Runs `body` once for each of `runs` runs of the current test that the trait starts, with
/// snapshots kept in `base` and the process arguments `arguments`; returns each run's failures.
private func messagesOfRuns(
  _ runs: Int, base: String, arguments: [String] = repeating,
  _ body: @escaping @Sendable () -> Void
) async throws -> [[String]] {
  let test = try #require(Test.current)
  let messages = Locked([[String]]())
  for _ in 1...runs {
    try await RepeatableSnapshotsTrait.repeatableSnapshots.provideScope(for: test, testCase: nil) {
      let run = SnapshotRun.$arguments.withValue(arguments) {
        SnapshotSettings.$baseDirectory.withValue(base) {
          SnapshotSettings.$environment.withValue([:]) { failureMessages(body) }
        }
      }
      messages.withLock { $0.append(run) }
    }
  }
  return messages.withLock { $0 }
}

/// Each run of a test the `.repeatableSnapshots` trait starts counts its snapshots from 1 and
/// finds the same golden files; `SnapshotRepetitionTests` checks it under a real `--repetitions`.
@Suite struct RepeatableSnapshotsTraitTests {
  @Test func eachRunCountsItsSnapshotsFromOneAndFindsTheSameFiles() async throws {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let test = "eachRunCountsItsSnapshotsFromOneAndFindsTheSameFiles"
    folder.write("\(folderName)/\(test).1.txt", Data("one\n".utf8))
    folder.write("\(folderName)/\(test).2.txt", Data("two\n".utf8))
    folder.write("\(folderName)/\(test).total.txt", Data("3\n".utf8))
    let messages = try await messagesOfRuns(3, base: folder.base) {
      expect("one").to(matchSnapshot())
      expect("two").to(matchSnapshot())
      expect(3).to(matchSnapshot(named: "total"))
    }
    #expect(messages == [[], [], []])
    #expect(folder.text("\(folderName)/\(test).3.txt") == nil)
  }

  @Test func twoNamesForOneFileInOneRunStillFailAtTheSecondCall() async throws {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let line = #line + 3
    let file = "\(folderName)/twoNamesForOneFileInOneRunStillFailAtTheSecondCall.a-b.txt"
    let messages = try await messagesOfRuns(2, base: folder.base) {
      expect(1).to(matchSnapshot(named: "a b"))
      expect(2).to(matchSnapshot(named: "a-b"))
    }
    let collision =
      "expected to match snapshot \(file), got the same file as the check at line \(line); give "
      + "each snapshot in a test its own name"
    #expect(
      messages == [
        [
          "expected to match snapshot \(file), got no file; it was recorded now: review it and run "
            + "the test again",
          collision,
        ],
        [collision],
      ])
  }

  @Test func withoutTheTraitARepeatedRunFailsSayingToAddIt() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let file = "\(folderName)/withoutTheTraitARepeatedRunFailsSayingToAddIt.1.txt"
    SnapshotRun.$arguments.withValue(repeating) {
      folder.run {
        expectMessage(
          "expected to match a snapshot, got a test that Swift Testing repeats "
            + "(--repetitions 3) without the .repeatableSnapshots trait, so its runs would share "
            + "one count; add the trait to the test or its suite"
        ) {
          expect("one").to(matchSnapshot())
        }
      }
    }
    #expect(folder.text(file) == nil)
  }

  @Test func theOptionsThatRepeatARunAreTheOnesSwiftTestingReads() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let cases: [(arguments: [String], repetition: String?)] = [
      (["--repetitions", "3"], "--repetitions 3"),
      (["--repetitions=2"], "--repetitions 2"),
      (["--repeat-until", "fail"], "--repeat-until fail"),
      (["--repeat-until=pass"], "--repeat-until pass"),
      (["--repetitions", "1"], nil),
      (["--repetitions", "many"], nil),
      (["--testing-library", "swift-testing"], nil),
    ]
    for (index, (arguments, repetition)) in cases.enumerated() {
      let file = "\(folderName)/theOptionsThatRepeatARunAreTheOnesSwiftTestingReads.\(index).txt"
      let messages = SnapshotRun.$arguments.withValue(arguments) {
        folder.run { failureMessages { expect(index).to(matchSnapshot(named: "\(index)")) } }
      }
      let expected =
        repetition.map {
          "expected to match a snapshot, got a test that Swift Testing repeats (\($0)) "
            + "without the .repeatableSnapshots trait, so its runs would share one count; add the "
            + "trait to the test or its suite"
        }
        ?? "expected to match snapshot \(file), got no file; it was recorded now: review it and "
        + "run the test again"
      #expect(messages == [expected], "\(arguments)")
    }
  }

  @Test func aRunStartsForATestFunctionNotForEachCaseOrSuite() throws {
    let test = try #require(Test.current)
    #expect(
      RepeatableSnapshotsTrait.repeatableSnapshots.scopeProvider(for: test, testCase: nil) != nil)
    #expect(
      RepeatableSnapshotsTrait.repeatableSnapshots.scopeProvider(
        for: test, testCase: Test.Case.current) == nil)
    #expect(RepeatableSnapshotsTrait.repeatableSnapshots.isRecursive)
  }
}

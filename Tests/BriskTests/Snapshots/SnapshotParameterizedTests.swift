import BriskCore
import BriskTestSupport
import Foundation
import Testing

private let folderName = "__Snapshots__/SnapshotParameterizedTests"

/// Parameterized cases run in parallel and in any order; each names its own golden file, so the
/// result never depends on the order. `.ci/check-snapshot-package` runs this suite 20 times.
@Suite struct SnapshotParameterizedTests {
  @Test(arguments: 1...20)
  func eachCaseMatchesItsOwnNamedFile(width: Int) {
    SnapshotSettings.$environment.withValue([:]) {
      expectNoFailure {
        expect(String(repeating: "*", count: width)).to(matchSnapshot(named: "width \(width)"))
      }
    }
  }

  @Test(arguments: [1, 2])
  func anUnnamedSnapshotFailsSayingToNameIt(value: Int) {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    folder.run {
      expectMessage(
        "expected to match a snapshot, got an unnamed snapshot in a parameterized test, whose "
          + "cases share one count and run in any order; name it from the case's arguments: "
          + #"matchSnapshot(named: "\(argument)")"#
      ) {
        expect(value).to(matchSnapshot())
      }
    }
    #expect(folder.text(folderName) == nil)
  }

  @Test(arguments: ["small"])
  func twoNamesForOneFileFailAtTheSecondCall(size: String) {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let line = #line + 3
    let failures = folder.run {
      withFailureCollection {
        expect(1).to(matchSnapshot(named: "\(size) card"))
        expect(2).to(matchSnapshot(named: "\(size)-card"))
      }
    }
    let file = "\(folderName)/twoNamesForOneFileFailAtTheSecondCall-size.small-card.txt"
    #expect(
      failures.map(\.message) == [
        "expected to match snapshot \(file), got no file; it was recorded now: review it and run "
          + "the test again",
        "expected to match snapshot \(file), got the same file as the check at line \(line) in "
          + "this or another case of the parameterized test; name each case's snapshot from its "
          + "arguments",
      ])
  }
}

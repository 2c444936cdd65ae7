import BriskCore
import BriskTestSupport
import Testing

/// Run by `.ci/check-snapshot-package` with `--repetitions 3`: with the `.repeatableSnapshots`
/// trait every run counts its snapshots from 1 and finds the golden files beside this file, in
/// plain and parameterized tests.
@Suite(.repeatableSnapshots) struct SnapshotRepetitionTests {
  @Test func everyRunFindsItsNumberedAndNamedFiles() {
    SnapshotSettings.$environment.withValue([:]) {
      expectNoFailure {
        expect("first\nsnapshot").to(matchSnapshot())
        expect(["second": 2]).to(matchSnapshot(as: .json))
        expect(3).to(matchSnapshot(named: "third"))
      }
    }
  }

  @Test(arguments: ["small", "large"])
  func everyRunOfEachCaseFindsItsNamedFile(size: String) {
    SnapshotSettings.$environment.withValue([:]) {
      expectNoFailure {
        expect("a \(size) card").to(matchSnapshot(named: size))
      }
    }
  }
}

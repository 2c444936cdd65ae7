import BriskCore
import BriskTestSupport
import Foundation
import Testing

private let folderName = "__Snapshots__/SnapshotRecordingTests"

@Suite struct SnapshotRecordingTests {
  @Test func theEnvironmentVariableRecordsOverAnOldFile() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let file = "\(folderName)/theEnvironmentVariableRecordsOverAnOldFile.1.txt"
    folder.write(file, Data("old".utf8))
    folder.run(environment: ["BRISK_RECORD": "1"]) {
      expectMessage(
        "expected to match snapshot \(file), got recording on (BRISK_RECORD=1); it was recorded "
          + "now: turn recording off and run the test again"
      ) {
        expect("new").to(matchSnapshot())
      }
    }
    #expect(folder.text(file) == "new\n")
  }

  @Test func theScopeRecordsEvenAMatchingFile() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let file = "\(folderName)/theScopeRecordsEvenAMatchingFile.1.txt"
    folder.write(file, Data("1".utf8))
    folder.run {
      expectMessage(
        "expected to match snapshot \(file), got recording on (withSnapshotRecording); it was "
          + "recorded now: turn recording off and run the test again"
      ) {
        #expect(withSnapshotRecording { expect(1).to(matchSnapshot()).status } == .failed)
      }
    }
    #expect(folder.text(file) == "1\n")
  }

  @Test func theAsyncScopeRecords() async {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let messages = await SnapshotSettings.$baseDirectory.withValue(folder.base) {
      await SnapshotSettings.$environment.withValue([:]) {
        await failureMessages {
          await withSnapshotRecording {
            await Task.yield()
            expect(2).to(matchSnapshot())
          }
        }
      }
    }
    #expect(
      messages == [
        "expected to match snapshot \(folderName)/theAsyncScopeRecords.1.txt, got recording on "
          + "(withSnapshotRecording); it was recorded now: turn recording off and run the test again"
      ])
  }

  @Test(.recordSnapshots) func theTraitRecords() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    folder.run {
      expectMessage(
        "expected to match snapshot \(folderName)/theTraitRecords.1.txt, got recording on "
          + "(.recordSnapshots); it was recorded now: turn recording off and run the test again"
      ) {
        expect(3).to(matchSnapshot())
      }
    }
    #expect(folder.text("\(folderName)/theTraitRecords.1.txt") == "3\n")
  }

  @Test func zeroFalseAndNoLeaveRecordingOff() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    for (index, value) in ["0", "false", "NO", ""].enumerated() {
      folder.write("\(folderName)/zeroFalseAndNoLeaveRecordingOff.\(index).txt", Data("4".utf8))
      folder.run(environment: ["BRISK_RECORD": value]) {
        expectNoFailure { expect(4).to(matchSnapshot(named: "\(index)")) }
      }
    }
  }
}

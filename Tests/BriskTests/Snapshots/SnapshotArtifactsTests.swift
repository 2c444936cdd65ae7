import BriskCore
import BriskTestSupport
import Foundation
import Testing

private let folderName = "__Snapshots__/SnapshotArtifactsTests"

/// `BRISK_SNAPSHOT_ARTIFACTS` collects the new rendering of each failing snapshot.
@Suite struct SnapshotArtifactsTests {
  @Test func aMismatchWritesTheNewRenderingUnderTheGoldenFilesPath() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let file = "\(folderName)/aMismatchWritesTheNewRenderingUnderTheGoldenFilesPath.1.txt"
    folder.write(file, Data("old\n".utf8))
    folder.run(environment: ["BRISK_SNAPSHOT_ARTIFACTS": folder.base + "/artifacts/"]) {
      _ = failureMessages { expect("new").to(matchSnapshot()) }
    }
    #expect(folder.text("artifacts/" + file) == "new\n")
    #expect(folder.text(file) == "old\n")
  }

  @Test func aGoldenFileInThePackageKeepsItsPathFromThePackage() throws {
    let package = FileManager.default.currentDirectoryPath
    let inside = ".build/brisk-snapshot-artifacts-test-" + UUID().uuidString
    let artifacts = SnapshotFolder()
    defer {
      artifacts.remove()
      try? FileManager.default.removeItem(atPath: package + "/" + inside)
    }
    SnapshotSettings.$baseDirectory.withValue(package + "/" + inside) {
      SnapshotSettings.$environment.withValue(["BRISK_SNAPSHOT_ARTIFACTS": artifacts.base]) {
        _ = failureMessages { expect("new").to(matchSnapshot()) }
      }
    }
    let file = "\(folderName)/aGoldenFileInThePackageKeepsItsPathFromThePackage.1.txt"
    #expect(artifacts.text(inside + "/" + file) == "new\n")
  }

  @Test func aNewRecordingIsWrittenThereToo() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    folder.run(environment: ["BRISK_SNAPSHOT_ARTIFACTS": folder.base + "/artifacts"]) {
      _ = failureMessages { expect(["a": 1]).to(matchSnapshot(as: .json)) }
    }
    let file = "\(folderName)/aNewRecordingIsWrittenThereToo.1.txt"
    #expect(folder.text("artifacts/" + file) == "{\n  \"a\" : 1\n}\n")
    #expect(folder.text(file) == "{\n  \"a\" : 1\n}\n")
  }

  @Test func aMatchWritesNothing() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    folder.write("\(folderName)/aMatchWritesNothing.1.txt", Data("same\n".utf8))
    folder.run(environment: ["BRISK_SNAPSHOT_ARTIFACTS": folder.base + "/artifacts"]) {
      expectNoFailure { expect("same").to(matchSnapshot()) }
    }
    #expect(!FileManager.default.fileExists(atPath: folder.base + "/artifacts"))
  }

  @Test func anUnwritableFolderIsAddedToTheFailure() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let file = "\(folderName)/anUnwritableFolderIsAddedToTheFailure.1.txt"
    folder.write(file, Data("old\n".utf8))
    folder.write("artifacts", Data("in the way".utf8))
    let artifacts = folder.base + "/artifacts"
    folder.run(environment: ["BRISK_SNAPSHOT_ARTIFACTS": artifacts]) {
      expectMessage(
        """
        expected to match snapshot \(file)
        difference (- expected, + actual), first at line 1, column 1:
        - old
        + new
          ^
        the new snapshot could not be written to BRISK_SNAPSHOT_ARTIFACTS=\(artifacts) as \(file) \
        (is a file in the way, or is the folder read-only?)
        """
      ) {
        expect("new").to(matchSnapshot())
      }
    }
  }
}

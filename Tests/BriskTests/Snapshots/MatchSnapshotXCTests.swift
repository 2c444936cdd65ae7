import BriskCore
import BriskTestSupport
import Foundation
import XCTest

/// Under XCTest the file is named after the test method, and failures reach XCTest.
final class MatchSnapshotXCTests: XCTestCase {
  func testTheFileIsNamedAfterTheXCTestMethod() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let messages = folder.run {
      withFailureCollection { expect([1, 2]).to(matchSnapshot()) }.map(\.message)
    }
    let file = "__Snapshots__/MatchSnapshotXCTests/testTheFileIsNamedAfterTheXCTestMethod.1.txt"
    XCTAssertEqual(
      messages,
      [
        "expected to match snapshot \(file), got no file; it was recorded now: review it and run "
          + "the test again"
      ])
    XCTAssertEqual(folder.text(file), "[\n  1,\n  2,\n]\n")
  }

  func testEachTestCountsFromOne() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    folder.write(
      "__Snapshots__/MatchSnapshotXCTests/testEachTestCountsFromOne.1.txt", Data("7".utf8))
    let messages = folder.run {
      withFailureCollection { expect(7).to(matchSnapshot()) }.map(\.message)
    }
    XCTAssertEqual(messages, [])
  }

  func testTwoNamesForOneFileFailAtTheSecondCall() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let line = #line + 3
    let messages = folder.run {
      withFailureCollection {
        expect(1).to(matchSnapshot(named: "a b"))
        expect(2).to(matchSnapshot(named: "a-b"))
      }.map(\.message)
    }
    let file =
      "__Snapshots__/MatchSnapshotXCTests/testTwoNamesForOneFileFailAtTheSecondCall.a-b.txt"
    XCTAssertEqual(
      messages.last,
      "expected to match snapshot \(file), got the same file as the check at line \(line); give "
        + "each snapshot in a test its own name")
  }

  func testAMismatchIsWrittenToTheArtifactsFolder() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let file = "__Snapshots__/MatchSnapshotXCTests/testAMismatchIsWrittenToTheArtifactsFolder.1.txt"
    folder.write(file, Data("one\ntwo\n".utf8))
    let messages = folder.run(environment: ["BRISK_SNAPSHOT_ARTIFACTS": folder.base + "/out"]) {
      withFailureCollection { expect("one\n2").to(matchSnapshot()) }.map(\.message)
    }
    XCTAssertEqual(messages.count, 1)
    XCTAssertEqual(folder.text("out/" + file), "one\n2\n")
  }
}

import Brisk
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
    XCTAssertEqual(folder.text(file), "[1, 2]\n")
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
}

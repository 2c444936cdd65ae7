import Testing

@testable import BriskCore

@Suite struct SnapshotFileTests {
  @Test func theFileSitsInAFolderNamedAfterTheTestFile() {
    let file = SnapshotFile(
      testFile: "/repo/Tests/AppTests/OrderTests.swift", test: "total()", identifier: "2")
    #expect(file.path == "/repo/Tests/AppTests/__Snapshots__/OrderTests/total.2.txt")
    #expect(file.shown == "__Snapshots__/OrderTests/total.2.txt")
    #expect(file.folder.path == "/repo/Tests/AppTests/__Snapshots__/OrderTests")
  }

  @Test func namesAreMadeSafeForAnyFileSystem() {
    #expect(SnapshotFile.sanitized("cardSlidesIn()") == "cardSlidesIn")
    #expect(SnapshotFile.sanitized("frame 0.3/1") == "frame-0-3-1")
    #expect(SnapshotFile.sanitized("é_x") == "_x")
    #expect(SnapshotFile.sanitized("()") == "snapshot")
  }

  @Test func xctestNamesGiveTheMethod() {
    #expect(
      SnapshotCheck.testName(("xctest 1 A", "-[OrderTests testTotal]"), function: "f")
        == "testTotal")
    #expect(
      SnapshotCheck.testName(("xctest 1 A", "OrderTests.testTotal"), function: "f") == "testTotal")
    #expect(SnapshotCheck.testName(("swift-testing x", "total()"), function: "f") == "total()")
    #expect(SnapshotCheck.testName(nil, function: "helper()") == "helper()")
  }
}

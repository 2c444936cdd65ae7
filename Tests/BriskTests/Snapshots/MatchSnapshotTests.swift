import BriskCore
import BriskTestSupport
import Foundation
import Testing

private struct Profile {
  var name: String
  var age: Int
  var tags: Set<String>
}

private let ann = Profile(name: "Ann", age: 41, tags: ["admin", "beta"])
private let folderName = "__Snapshots__/MatchSnapshotTests"

@Suite struct MatchSnapshotTests {
  @Test func passesWhenTheGoldenFileBesideTheTestMatches() {
    SnapshotSettings.$environment.withValue([:]) {
      expectNoFailure {
        #expect(expect(ann).to(matchSnapshot()).status == .passed)
        expect(["b": 2, "a": 1]).to(matchSnapshot(named: "dictionary"))
      }
    }
  }

  @Test func aMissingFileIsRecordedAndTheCheckFailsSayingSo() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    folder.run {
      expectMessage(
        "expected to match snapshot \(folderName)/aMissingFileIsRecordedAndTheCheckFailsSayingSo"
          + ".1.txt, got no file; it was recorded now: review it and run the test again"
      ) {
        expect(ann).to(matchSnapshot())
      }
    }
    #expect(
      folder.text("\(folderName)/aMissingFileIsRecordedAndTheCheckFailsSayingSo.1.txt")
        == snapshotDump(ann) + "\n")
  }

  @Test func aDifferenceShowsALineDiffAtTheCallersLine() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let golden = snapshotDump(ann).replacingOccurrences(of: "41", with: "40")
    folder.write("\(folderName)/aDifferenceShowsALineDiffAtTheCallersLine.1.txt", Data(golden.utf8))
    let line: UInt = #line + 2
    let failures = folder.run {
      withFailureCollection { expect(ann).to(matchSnapshot()) }
    }
    #expect(
      failures.map(\.message) == [
        """
        expected to match snapshot \(folderName)/aDifferenceShowsALineDiffAtTheCallersLine.1.txt
        difference (- expected, + actual), first at line 3, column 9:
          Profile(
            name: "Ann",
        -   age: 40,
        +   age: 41,
                  ^
            tags: [
              "admin",
        …
        """
      ])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func appendingOneElementToASnapshottedArrayChangesOneLineOfItsGolden() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let file = "\(folderName)/appendingOneElementToASnapshottedArrayChangesOneLineOfItsGolden.1.txt"
    let before = [Profile(name: "Ann", age: 41, tags: []), Profile(name: "Bo", age: 7, tags: [])]
    folder.write(file, Data((snapshotDump(before) + "\n").utf8))
    let after = before + [Profile(name: "Cy", age: 3, tags: [])]
    let messages = folder.run {
      withSnapshotRecording { failureMessages { expect(after).to(matchSnapshot()) } }
    }
    #expect(messages.count == 1)
    #expect(
      folder.text(file) == """
        [
          Profile(name: "Ann", age: 41, tags: []),
          Profile(name: "Bo", age: 7, tags: []),
          Profile(name: "Cy", age: 3, tags: []),
        ]

        """)
    let old = snapshotDump(before).split(separator: "\n")
    let new = (folder.text(file) ?? "").split(separator: "\n")
    #expect(new.count == old.count + 1)
    #expect(Array(new.prefix(3)) == Array(old.prefix(3)) && new.last == old.last)
  }

  @Test func unnamedSnapshotsAreCountedWithinTheTest() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let messages = folder.run {
      failureMessages {
        expect(1).to(matchSnapshot())
        expect(2).to(matchSnapshot(named: "two"))
        expect(3).to(matchSnapshot())
      }
    }
    #expect(messages.count == 3)
    let name = "\(folderName)/unnamedSnapshotsAreCountedWithinTheTest"
    #expect(folder.text("\(name).1.txt") == "1\n")
    #expect(folder.text("\(name).two.txt") == "2\n")
    #expect(folder.text("\(name).2.txt") == "3\n")
  }

  @Test func negation() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    folder.write("\(folderName)/negation.1.txt", Data("1".utf8))
    folder.write("\(folderName)/negation.2.txt", Data("1".utf8))
    folder.run {
      expectMessage("expected to not match snapshot \(folderName)/negation.1.txt") {
        expect(1).toNot(matchSnapshot())
      }
      expectNoFailure {
        expect(2).toNot(matchSnapshot())
      }
    }
  }

  @Test func nilActualFailsBothWaysAndRecordsNothing() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    folder.run {
      expectMessages([
        "expected to match a snapshot, got <nil>",
        "expected to not match a snapshot, got <nil>",
      ]) {
        expect(nil as Int?).to(matchSnapshot())
        expect(nil as Int?).toNot(matchSnapshot())
      }
    }
    #expect(!FileManager.default.fileExists(atPath: folder.base + "/__Snapshots__"))
  }

  @Test func aThrownErrorIsReportedNotRecorded() {
    struct Offline: Error {}
    let folder = SnapshotFolder()
    defer { folder.remove() }
    folder.run {
      expectMessage("expected to match a snapshot, got unexpected error thrown: <Offline()>") {
        expect { () throws -> Int in throw Offline() }.to(matchSnapshot())
      }
    }
  }

  @Test func aCustomFormatRendersAndExplains() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    folder.write("\(folderName)/aCustomFormatRendersAndExplains.1.txt", Data("a\nb".utf8))
    let lines = SnapshotFormat<[String]>(
      explain: { golden, _ in ["was \(golden.count) chars"] },
      render: { $0.joined(separator: "\n") })
    folder.run {
      expectMessage(
        """
        expected to match snapshot \(folderName)/aCustomFormatRendersAndExplains.1.txt
        was 3 chars
        difference (- expected, + actual), first at line 2, column 1:
          a
        - b
        + c
          ^
        """
      ) {
        expect(["a", "c"]).to(matchSnapshot(as: lines))
      }
    }
  }

  @Test func aFormatThatThrowsFailsTheCheck() {
    struct Unrenderable: Error {}
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let failing = SnapshotFormat<Int> { _ in throw Unrenderable() }
    folder.run {
      expectMessage(
        "expected to match snapshot \(folderName)/aFormatThatThrowsFailsTheCheck.1.txt, "
          + "got unexpected error thrown: <Unrenderable()>"
      ) {
        expect(1).to(matchSnapshot(as: failing))
      }
    }
  }
}

import BriskCore
import BriskTestSupport
import Foundation
import Testing

private struct User {
  var name = "Ann"
  var age = 41
}

/// A temporary copy of a test file; the rewriter writes into it, never into this repository.
private struct TestFile {
  let path = NSTemporaryDirectory() + "brisk-inline-\(UUID().uuidString)/UserTests.swift"

  init(_ text: String) {
    let url = URL(fileURLWithPath: path)
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(text.utf8).write(to: url)
  }

  var text: String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

  /// Runs `body` with snapshots written into this file and a clean environment.
  func run<Result>(environment: [String: String] = [:], _ body: () throws -> Result) rethrows
    -> Result
  {
    try InlineSnapshotWriter.$fileOverride.withValue(path) {
      try SnapshotSettings.$environment.withValue(environment, operation: body)
    }
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
  }
}

private let source = """
  import Brisk
  import Testing

  @Test func user() {
    expect(user).to(matchInlineSnapshot())
    expect(text).to(matchInlineSnapshot(as: .lines))
  }

  """

@Suite struct MatchInlineSnapshotTests {
  @Test func aMissingSnapshotIsWrittenAtTheCallAndTheCheckFailsOnce() {
    let file = TestFile(source)
    defer { file.remove() }
    let messages = file.run {
      failureMessages {
        expect(User()).to(matchInlineSnapshot(line: 5, column: 19))
        expect("a \"\"\" b\n\\(x) #\"y\"#\n\tz").to(matchInlineSnapshot(line: 6, column: 19))
      }
    }
    #expect(
      messages == [
        "expected to match inline snapshot, got no snapshot; it was recorded now at line 5: "
          + "review it and run the test again",
        "expected to match inline snapshot, got no snapshot; it was recorded now at line 6: "
          + "review it and run the test again",
      ])
    #expect(
      file.text == """
        import Brisk
        import Testing

        @Test func user() {
          expect(user).to(matchInlineSnapshot {
            #\"\"\"
            User(name: "Ann", age: 41)
            \"\"\"#
          })
          expect(text).to(matchInlineSnapshot(as: .lines) {
            ##\"\"\"
            a \"\"\" b
            \\(x) #"y"#
            \tz
            \"\"\"##
          })
        }

        """)
  }

  /// The call's own `#filePath`, `#line` and `#column`, written into a copy of this file.
  @Test func theDefaultLocationFindsTheCallInACopyOfThisFile() throws {
    let original = try String(contentsOfFile: "\(#filePath)", encoding: .utf8)
    let file = TestFile(original)
    defer { file.remove() }
    let messages = file.run {
      failureMessages { expect(7 * 6).to(matchInlineSnapshot()) }
    }
    #expect(messages.count == 1)
    let call = "      failureMessages { expect(7 * 6).to(matchInlineSnapshot()) }"
    let written = [
      "      failureMessages { expect(7 * 6).to(matchInlineSnapshot {",
      "        #\"\"\"", "        42", "        \"\"\"#", "      }) }",
    ].joined(separator: "\n")
    var expected = original
    let first = try #require(expected.range(of: call))
    expected.replaceSubrange(first, with: written)
    #expect(file.text == expected)
  }

  @Test func aSnapshotThatMatchesPassesAndWritesNothing() {
    let file = TestFile(source)
    defer { file.remove() }
    file.run {
      expectNoFailure {
        expect(User()).to(
          matchInlineSnapshot(line: 5, column: 19) {
            #"""
            User(name: "Ann", age: 41)
            """#
          })
      }
    }
    #expect(file.text == source)
  }

  @Test func aDifferenceIsTheLineDiffAtTheCallersLine() {
    let line: UInt = #line + 2
    let failures = withFailureCollection {
      expect(User(age: 40)).to(
        matchInlineSnapshot {
          #"""
          User(name: "Ann", age: 41)
          """#
        })
    }
    #expect(
      failures.map(\.message) == [
        """
        expected to match inline snapshot
        difference (- expected, + actual), first at line 1, column 25:
        - User(name: "Ann", age: 41)
        + User(name: "Ann", age: 40)
                                  ^
        """
      ])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func recordingRewritesTheSnapshotInPlace() {
    let file = TestFile(
      source.replacingOccurrences(of: "Snapshot())", with: "Snapshot { \"old\" })"))
    defer { file.remove() }
    let messages = file.run(environment: ["BRISK_RECORD": "1"]) {
      failureMessages {
        expect(User()).to(matchInlineSnapshot(line: 5, column: 19) { "old" })
      }
    }
    #expect(
      messages == [
        "expected to match inline snapshot, got recording on (BRISK_RECORD=1); it was recorded "
          + "now at line 5: turn recording off and run the test again"
      ])
    #expect(file.text.contains("matchInlineSnapshot {\n    #\"\"\"\n    User(name: \"Ann\""))
    #expect(!file.text.contains("old"))
  }

  @Test func recordingInACIRunWritesNothing() {
    let file = TestFile(source)
    defer { file.remove() }
    let messages = file.run(environment: ["BRISK_RECORD": "1", "CI": "true"]) {
      failureMessages { expect(User()).to(matchInlineSnapshot(line: 5, column: 19)) }
    }
    #expect(
      messages == [
        "expected to match inline snapshot, got recording on (BRISK_RECORD=1) in a CI run "
          + "(CI=true); nothing was recorded: CI checks snapshots, turn recording off"
      ])
    #expect(file.text == source)
  }

  @Test func passesThatRenderDifferentlyFailSayingSoAndTheFirstStays() {
    let file = TestFile(source)
    defer { file.remove() }
    let messages = file.run {
      failureMessages {
        for age in [41, 41, 42] {
          expect(User(age: age)).to(matchInlineSnapshot(line: 5, column: 19))
        }
      }
    }
    let recorded =
      "expected to match inline snapshot, got no snapshot; it was recorded now at line 5: "
      + "review it and run the test again"
    #expect(
      messages == [
        recorded, recorded,
        """
        expected to match inline snapshot, got a rendering unlike the one recorded at line 5 \
        earlier in this run (another case or repetition of the test, or another pass of a loop); \
        every pass must render the same text, which stays as first recorded:
        difference (- expected, + actual), first at line 1, column 25:
        - User(name: "Ann", age: 41)
        + User(name: "Ann", age: 42)
                                  ^
        """,
      ])
    #expect(file.text.contains("age: 41)") && !file.text.contains("age: 42"))
  }

  @Test func aHelperThatForwardsItsCallersLocationFailsAndLeavesTheFileAlone() {
    let helper = source.replacingOccurrences(
      of: "expect(user).to(matchInlineSnapshot())", with: "checkUser(user)")
    let file = TestFile(helper)
    defer { file.remove() }
    let messages = file.run {
      failureMessages { expect(User()).to(matchInlineSnapshot(line: 5, column: 12)) }
    }
    #expect(
      messages == [
        "expected to match inline snapshot, got no snapshot, and it could not be recorded: line "
          + "5, column 12 of UserTests.swift is 'checkUser', not a call of matchInlineSnapshot: a "
          + "helper that passes its caller's line and column on cannot take an inline snapshot; "
          + "call matchInlineSnapshot() in the test, or use matchSnapshot()"
      ])
    #expect(file.text == helper)
  }

  @Test func aFileChangedOnDiskDuringTheRunIsLeftAlone() {
    let file = TestFile(source)
    defer { file.remove() }
    let messages = file.run {
      failureMessages {
        expect(User()).to(matchInlineSnapshot(line: 5, column: 19))
        try? Data("// edited\n".utf8).write(to: URL(fileURLWithPath: file.path))
        expect("x").to(matchInlineSnapshot(line: 6, column: 19))
      }
    }
    #expect(
      messages.last
        == "expected to match inline snapshot, got no snapshot, and it could not be recorded: "
        + "UserTests.swift changed on disk during the run; it was left as it is")
    #expect(file.text == "// edited\n")
  }

  @Test func parallelChecksWritingOneFileKeepEverySnapshot() async {
    let lines = (1...20).map { "  expect(\($0)).to(matchInlineSnapshot())" }
    let file = TestFile("@Test func many() {\n" + lines.joined(separator: "\n") + "\n}\n")
    defer { file.remove() }
    await withTaskGroup(of: Void.self) { group in
      for index in 1...20 {
        group.addTask {
          _ = file.run {
            failureMessages {
              expect(index).to(
                matchInlineSnapshot(line: UInt(index + 1), column: index < 10 ? 16 : 17))
            }
          }
        }
      }
    }
    for index in 1...20 {
      #expect(file.text.contains("\n    \(index)\n"))
    }
  }

  @Test func aThrownErrorAndNilFailWithoutWriting() {
    struct Broken: Error {}
    let messages = failureMessages {
      expect { throw Broken() }.to(matchInlineSnapshot(as: SnapshotFormat<Int>.dump))
      expect(nil as Int?).to(matchInlineSnapshot())
    }
    #expect(
      messages == [
        "expected to match an inline snapshot, got unexpected error thrown: <Broken()>",
        "expected to match an inline snapshot, got <nil>",
      ])
  }

  @Test func aClosureAndAnAsyncExpressionAreSnapshotted() async {
    expect { User() }.to(
      matchInlineSnapshot {
        #"""
        User(name: "Ann", age: 41)
        """#
      })
    await expect { await Task { [3, 1] }.value }.to(
      matchInlineSnapshot(as: .json) {
        #"""
        [
          3,
          1
        ]
        """#
      })
  }

  @Test func negationFailsOnAMatchAndPassesOnADifference() {
    let file = TestFile(source)
    defer { file.remove() }
    let messages = file.run {
      failureMessages {
        expect(User()).toNot(
          matchInlineSnapshot(line: 5, column: 19) {
            #"""
            User(name: "Ann", age: 41)
            """#
          })
        expect(User(age: 40)).toNot(
          matchInlineSnapshot(line: 5, column: 19) {
            #"""
            User(name: "Ann", age: 41)
            """#
          })
        expect(nil as Int?).toNot(matchInlineSnapshot())
      }
    }
    #expect(
      messages == [
        "expected to not match inline snapshot",
        "expected to not match an inline snapshot, got <nil>",
      ])
    #expect(file.text == source)
  }

  @Test func negationWithNoSnapshotRecordsItAndFails() {
    let file = TestFile(source)
    defer { file.remove() }
    let messages = file.run {
      failureMessages { expect(User()).toNot(matchInlineSnapshot(line: 5, column: 19)) }
    }
    #expect(
      messages == [
        "expected to not match inline snapshot, got no snapshot; it was recorded now at line 5: "
          + "review it and run the test again"
      ])
    #expect(
      file.text.contains("matchInlineSnapshot {\n    #\"\"\"\n    User(name: \"Ann\", age: 41)"))
  }
}

import BriskCore
import BriskTestSupport
import Foundation
import Testing

/// A value as users snapshot it: its set is written in the process's hash order by `JSONEncoder`.
private struct Parcel: Encodable {
  var id = 7
  var tags: Set<String> = [
    "urgent", "b", "gift", "fragile", "heavy", "express", "insured", "return", "signed", "cold",
    "late", "a10", "a9",
  ]
  var zones: [Double: String] = [1.5: "north", 2.5: "south", 10: "east", 0.5: "west"]
}

private struct Shelf {
  var codes: Set<Int> = Set(0..<12)
  var stock: [String: Int] = ["pear": 2, "apple": 5, "plum": 0, "fig": 9, "kiwi": 1]
  var labels: Set<String> = ["z", "y", "x", "w", "v", "u"]
}

/// The two snapshots below are compared with golden files recorded in one process; each run is a
/// new process with its own hash seed, and the last test starts five more.
@Suite struct SnapshotAcrossProcessesTests {
  @Test func jsonOfAStructHoldingASetMatchesItsGoldenFile() {
    SnapshotSettings.$environment.withValue([:]) {
      expectNoFailure { expect(Parcel()).to(matchSnapshot(as: .json)) }
    }
  }

  @Test func dumpOfSetsAndDictionariesMatchesItsGoldenFile() {
    SnapshotSettings.$environment.withValue([:]) {
      expectNoFailure { expect(Shelf()).to(matchSnapshot(as: .dump)) }
    }
  }

  @Test func theEncoderItselfWritesTheSetInHashOrder() throws {
    let data = try JSONEncoder().encode(Parcel().tags)
    let written = try JSONDecoder().decode([String].self, from: data)
    #expect(written != written.sorted())
  }

  #if os(Linux) || os(macOS)
    /// Runs this test binary again, five times, for the two golden tests, each process with its own
    /// hash seed (`SWIFT_DETERMINISTIC_HASHING` unset), as `swift test` starts it on Linux.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/exe")))
    func bothMatchTheirGoldenFilesInFiveMoreProcesses() throws {
      let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
      var environment = ProcessInfo.processInfo.environment
      for name in ["SWIFT_DETERMINISTIC_HASHING", "BRISK_RECORD", "CI"] {
        environment[name] = nil
      }
      for run in 1...5 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = [
          "--testing-library", "swift-testing", "--filter",
          "SnapshotAcrossProcessesTests/(jsonOfAStruct|dumpOfSets)",
        ]
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(
          decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "run \(run):\n\(text)")
        #expect(text.contains("with 2 tests"), "run \(run):\n\(text)")
      }
    }
  #endif
}

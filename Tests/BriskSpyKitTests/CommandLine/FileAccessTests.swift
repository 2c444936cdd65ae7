import Foundation
import Testing

@testable import BriskSpyKit

@Suite struct FileAccessTests {
  @Test func readsAndWritesThroughNewFolders() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/a/b/Spy.swift"
    try FileAccess.write("text", to: path)
    #expect(try FileAccess.read(path) == "text")
  }

  @Test func readsBytesThatAreNotUTF8() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/bytes.swift"
    #expect(FileManager.default.createFile(atPath: path, contents: Data([0x66, 0xFF, 0x67])))
    #expect(try FileAccess.read(path) == "f\u{FFFD}g")
  }

  @Test func explainsWhatIsWrong() throws {
    let folder = try TemporaryFolder()
    #expect(throws: FileAccess.Failure.self) { try FileAccess.read(folder.path + "/missing.swift") }
    do {
      _ = try FileAccess.read(folder.path)
      Issue.record("read a folder")
    } catch {
      #expect(error.message == "cannot read \(folder.path): it is a folder")
    }
    do {
      _ = try FileAccess.read(folder.path + "/missing.swift")
    } catch {
      #expect(error.message == "cannot read \(folder.path)/missing.swift: no such file")
    }
    try FileAccess.write("x", to: folder.path + "/file")
    do {
      try FileAccess.write("y", to: folder.path + "/file/inside.swift")
      Issue.record("wrote inside a file")
    } catch {
      #expect(error.message.hasPrefix("cannot write \(folder.path)/file/inside.swift: "))
    }
  }
}

/// A spy file is written beside its old self, then put in its place in one step: a run that
/// fails or stops on the way leaves the old file byte for byte, and no file beside it.
@Suite struct FileAccessAtomicWriteTests {
  struct Interrupted: LocalizedError {
    var errorDescription: String? { "interrupted" }
  }

  private func files(in folder: TemporaryFolder) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func aFailureBeforeTheReplacementLeavesTheOldFile() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("old spy\n", to: "Spy.swift")
    let prefix = folder.path + "/.Spy.swift."
    let interrupt: @Sendable (String) throws -> Void = { temporary in
      #expect(temporary.hasPrefix(prefix))
      #expect(try String(contentsOfFile: temporary, encoding: .utf8) == "new spy\n")
      throw Interrupted()
    }
    do {
      try FileAccess.$beforeReplacing.withValue(interrupt) {
        try FileAccess.write("new spy\n", to: path)
      }
      Issue.record("the write went on")
    } catch let error as FileAccess.Failure {
      #expect(error.message == "cannot write \(path): interrupted")
    }
    #expect(FileManager.default.contents(atPath: path) == Data("old spy\n".utf8))
    #expect(try files(in: folder) == ["Spy.swift"])
  }

  @Test func aReplacementThatFailsLeavesWhatWasThere() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/Spy.swift"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    try folder.write("kept\n", to: "Spy.swift/Other.swift")
    do {
      try FileAccess.write("new spy\n", to: path)
      Issue.record("wrote over a folder")
    } catch {
      #expect(error.message.hasPrefix("cannot write \(path): "))
    }
    #expect(try folder.read("Spy.swift/Other.swift") == "kept\n")
    #expect(try files(in: folder) == ["Spy.swift"])
  }

  @Test func theNewTextReplacesTheOldAndKeepsItsPermissions() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("old spy, longer than the new one\n", to: "Spy.swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    try FileAccess.write("new spy\n", to: path)
    #expect(FileManager.default.contents(atPath: path) == Data("new spy\n".utf8))
    let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
    #expect((permissions as? NSNumber)?.intValue == 0o640)
    #expect(try files(in: folder) == ["Spy.swift"])
  }

  @Test func aLinkStaysALink() throws {
    let folder = try TemporaryFolder()
    let target = try folder.write("old spy\n", to: "Target.swift")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/Spy.swift", withDestinationPath: target)
    try FileAccess.write("new spy\n", to: folder.path + "/Spy.swift")
    #expect(try folder.read("Target.swift") == "new spy\n")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/Spy.swift")
        == target)
  }
}

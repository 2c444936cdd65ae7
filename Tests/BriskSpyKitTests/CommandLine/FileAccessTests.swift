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

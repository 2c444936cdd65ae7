import Foundation
import Testing

@testable import BriskSpyKit

@Suite struct FileAccessUpdateTests {
  @Test func writesANewOrChangedFileAndLeavesAnUnchangedOneAlone() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/Spies/ClockSpy.swift"
    #expect(try FileAccess.update("one", at: path))
    // An old date shows whether the file is written again.
    let old = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
    #expect(try !FileAccess.update("one", at: path))
    let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    #expect(date == old)
    #expect(try FileAccess.update("two", at: path))
    #expect(try FileAccess.read(path) == "two")
  }

  @Test func aFileThatCannotBeWrittenIsReported() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("x", to: "file")
    #expect(throws: FileAccess.Failure.self) { try FileAccess.update("y", at: file + "/inside") }
  }
}

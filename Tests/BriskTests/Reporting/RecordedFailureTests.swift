import BriskCore
import Testing

@Suite struct RecordedFailureTests {
  @Test func readsTheSourceLineTrimmed() {
    let failure = RecordedFailure(message: "m", location: CodeLocation())
    #expect(
      failure.sourceLine
        == "let failure = RecordedFailure(message: \"m\", location: CodeLocation())")
    #expect(failure.report == "m\nsource: \(failure.sourceLine ?? "")")
  }

  @Test func anUnreadableFileGivesNoSourceLine() {
    let failure = RecordedFailure(
      message: "m",
      location: CodeLocation(
        fileID: "X/Y.swift", filePath: "/no/such/file.swift", line: 1, column: 1))
    #expect(failure.sourceLine == nil)
    #expect(failure.report == "m")
    #expect(failure.description == "X/Y.swift:1:1: m")
  }

  @Test func aLineBeyondTheFileGivesNoSourceLine() {
    let failure = RecordedFailure(
      message: "m",
      location: CodeLocation(fileID: "X/Y.swift", filePath: #filePath, line: 999_999, column: 1))
    #expect(failure.sourceLine == nil)
  }
}

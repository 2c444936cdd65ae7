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

  @Test func whatWasMeasuredIsALineOfItsOwnAfterTheMessage() async {
    let failures = await withFailureCollection {
      await expect(1).toEventually(equal(2), timeout: .milliseconds(20))
    }
    #expect(failures.count == 1)
    let failure = failures.first
    #expect(
      failure?.message
        == "expected to eventually equal <2>, got <1>\ntimed out after 20 ms, polling every 10 ms")
    let measured = failure?.measured ?? ""
    #expect(measured.hasSuffix(" polls") || measured == "1 poll")
    #expect(
      failure?.report
        == "expected to eventually equal <2>, got <1>\ntimed out after 20 ms, polling every 10 ms\n"
        + "measured (varies from run to run): \(measured)\nsource: "
        + "await expect(1).toEventually(equal(2), timeout: .milliseconds(20))")
  }

  @Test func aLineBeyondTheFileGivesNoSourceLine() {
    let failure = RecordedFailure(
      message: "m",
      location: CodeLocation(fileID: "X/Y.swift", filePath: #filePath, line: 999_999, column: 1))
    #expect(failure.sourceLine == nil)
  }
}

import Testing

@testable import BriskCore

/// What a failure that no test is shown to have raised says, recorded against «unknown».
@Suite struct UnattributedNoteTests {
  @Test func theNoteNamesTheWaitsInProgress() {
    let location = CodeLocation(
      fileID: "AppTests/SyncTests.swift", filePath: "/no/SyncTests.swift", line: 4, column: 9)
    let failure = RecordedFailure(message: "expected to equal <2>, got <1>", location: location)
    let noted = UnattributedNote.adding(
      to: failure,
      waits: [
        "refreshes() (waitUntil at SyncTests.swift:12)",
        "loads() (toEventually at LoadTests.swift:40)",
      ])
    #expect(
      noted.message == """
        expected to equal <2>, got <1>
        not charged to a test: it was raised off every test's task (a GCD queue, a detached task, a thread), where Brisk cannot show which test raised it
        Brisk waits in progress then: refreshes() (waitUntil at SyncTests.swift:12), loads() (toEventually at LoadTests.swift:40)
        to charge such work to its test: let test = TestScope.current, then test.run { … } where the work runs
        """)
    #expect(noted.location == location)
  }

  @Test func withNoWaitsTheNoteSaysNone() {
    #expect(
      UnattributedNote.text(waits: []).split(separator: "\n")[1]
        == "Brisk waits in progress then: none")
  }

  @Test func aWaitIsNamedWithItsTestKindAndPlace() {
    let summaries = WaitScope.run("toEventually", at: CodeLocation()) { WaitScope.summaries }
    let line = #line - 1
    #expect(
      summaries.contains(
        "aWaitIsNamedWithItsTestKindAndPlace() (toEventually at UnattributedNoteTests.swift:\(line))"
      ))
  }
}

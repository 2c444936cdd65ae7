import Testing

@testable import BriskSpyKit

@Suite struct CommandResultTests {
  @Test func exitCodesSayWhoIsAtFault() {
    #expect(
      CommandResult.success("out", notes: "note")
        == CommandResult(exitCode: 0, standardOutput: "out", standardError: "note"))
    #expect(
      CommandResult.failure("broken") == CommandResult(exitCode: 1, standardError: "broken\n"))
    #expect(CommandResult.failure("done\n").standardError == "done\n")
    #expect(
      CommandResult.usageError("bad", usage: "Usage: x")
        == CommandResult(exitCode: 2, standardError: "error: bad\nUsage: x\n"))
  }
}

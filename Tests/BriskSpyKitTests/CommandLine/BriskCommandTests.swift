import BriskSpyKit
import Testing

@Suite struct BriskCommandTests {
  private let linux = CommandEnvironment(defaultTemplatesFolder: nil)

  @Test func helpGoesToStandardOutput() {
    for flag in ["--help", "-h", "help"] {
      let result = BriskCommand.run([flag], environment: linux)
      #expect(result.exitCode == 0)
      #expect(result.standardOutput.hasPrefix("OVERVIEW: Writes spies for your Swift protocols"))
      #expect(result.standardError == "")
    }
  }

  @Test(arguments: [
    ([], "error: no command given"),
    (["spies"], "error: unknown command 'spies'"),
    (["--version"], "error: unknown option '--version'"),
  ])
  func aWrongCommandLineExitsWith2(_ arguments: [String], _ firstLine: String) {
    let result = BriskCommand.run(arguments, environment: linux)
    #expect(result.exitCode == 2)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError
        == "\(firstLine)\nUsage: brisk <command> [options]; run 'brisk --help' for the commands.\n")
  }
}

import BriskSpyKit
import Testing

@Suite struct SpyCommandTests {
  private func run(_ arguments: [String]) -> CommandResult {
    BriskCommand.run(
      ["spy"] + arguments, environment: CommandEnvironment(defaultTemplatesFolder: nil))
  }

  @Test func printsTheSpy() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("protocol Clock { func now() -> Double }", to: "Clock.swift")
    let result = run([file])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput.contains("final class ClockSpy: Clock {"))
  }

  @Test func writesTheSpyToAFile() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("protocol Clock { func now() -> Double }", to: "Clock.swift")
    let result = run([
      file, "--output", folder.path + "/Spies/FakeClock.swift", "--name", "FakeClock", "--protocol",
      "Clock", "--testable-import", "App",
    ])
    #expect(
      result
        == CommandResult(exitCode: 0, standardError: "Wrote \(folder.path)/Spies/FakeClock.swift\n")
    )
    let written = try folder.read("Spies/FakeClock.swift")
    #expect(written.contains("@testable import App\n"))
    #expect(written.contains("final class FakeClock: Clock {"))
  }

  @Test func anUnchangedOutputIsUpToDate() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("protocol Clock { func now() -> Double }", to: "Clock.swift")
    let output = folder.path + "/ClockSpy.swift"
    #expect(run([file, "--output", output]).standardError == "Wrote \(output)\n")
    #expect(
      run([file, "--output", output])
        == CommandResult(exitCode: 0, standardError: "\(output) is up to date\n"))
  }

  @Test func writesTheMarkedAndTheNamedProtocols() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      """
      // brisk:spy

      /// A clock.
      @MainActor
      protocol Clock { func now() -> Double }
      protocol Logger { func write() }
      protocol Tracker { func track() }
      """, to: "Services.swift")
    let marked = run([file, "--marked", "--protocol", "Tracker"])
    #expect(marked.exitCode == 0)
    #expect(marked.standardOutput.contains("@MainActor final class ClockSpy: Clock {"))
    #expect(marked.standardOutput.contains("final class TrackerSpy: Tracker {"))
    #expect(!marked.standardOutput.contains("LoggerSpy"))
    let named = run([file, "--protocol", "Logger", "--protocol", "Tracker"])
    #expect(named.standardOutput.contains("final class LoggerSpy: Logger {"))
    #expect(named.standardOutput.contains("final class TrackerSpy: Tracker {"))
    #expect(!named.standardOutput.contains("ClockSpy"))
  }

  @Test func aPlainImportWinsOverATestableOne() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("public protocol Clock { func now() -> Double }", to: "Clock.swift")
    let result = run([
      file, "--import", "App", "--testable-import", "App", "--testable-import", "Kit",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput.contains(
        "import BriskFixtures\nimport App\n@testable import Kit\n\n// MARK: - ClockSpy"))
  }

  @Test func anUnsupportedProtocolExitsWith3AndSaysWhereWhyAndWhatToDo() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "protocol Store {\n  static func + (a: Self, b: Self) -> Self\n}\n", to: "Store.swift")
    let result = run([file])
    #expect(
      result
        == CommandResult(
          exitCode: 3,
          standardError: "\(file):2:15: cannot generate a spy for Store: operator requirements are "
            + "not supported (func +)\n\(file):1:10: note: write StoreSpy by hand from `brisk "
            + "templates show protocol-spy`, or leave Store out: name the protocols to spy on with "
            + "--protocol\n"))
  }

  @Test func aMissingFileExitsWith1() {
    let result = run(["/nonexistent/Store.swift"])
    #expect(
      result
        == CommandResult(
          exitCode: 1, standardError: "error: cannot read /nonexistent/Store.swift: no such file\n")
    )
  }

  @Test func anUnwritableOutputExitsWith1() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("protocol P {}", to: "P.swift")
    let result = run([file, "--output", file + "/Spy.swift"])
    #expect(result.exitCode == 1)
    #expect(result.standardError.hasPrefix("error: cannot write \(file)/Spy.swift: "))
  }

  @Test func refusesToWriteOverTheProtocolsFile() throws {
    let folder = try TemporaryFolder()
    let source = "protocol P { func f() }"
    let file = try folder.write(source, to: "P.swift")
    let sameFile = folder.path + "/./Spies/../P.swift"
    let result = run([file, "--output", sameFile])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError.hasPrefix(
        "error: --output names a protocol's own file (\(sameFile)); the spy would replace it\n"))
    #expect(try folder.read("P.swift") == source)
  }

  @Test(arguments: [
    ([], "error: brisk spy needs a Swift file or a folder"),
    (["a.swift", "-"], "error: brisk spy reads standard input (-) alone, not with other files"),
    (["a.swift", "--protocl", "P"], "error: unknown option '--protocl'"),
    (["a.swift", "--output"], "error: --output needs a value"),
    (["a.swift", "--name", "A", "--name", "B"], "error: --name was given more than once"),
  ])
  func aWrongCommandLineExitsWith2(_ arguments: [String], _ firstLine: String) {
    let result = run(arguments)
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "\(firstLine)\nUsage: brisk spy PATH... [--protocol NAME] [--class NAME] [--output PATH] "
        + "[--name SpyName]; run 'brisk spy --help' for more.\n")
  }

  @Test func help() {
    let result = run(["--help"])
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput.hasPrefix("OVERVIEW: Writes a spy for each protocol in Swift files"))
  }
}

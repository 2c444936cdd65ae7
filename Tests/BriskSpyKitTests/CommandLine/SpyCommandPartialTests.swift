import BriskSpyKit
import Foundation
import Testing

/// A file with a protocol `brisk spy` refuses: the other spies are written, the refused one is
/// named with what to do about it, and the exit status is 3; with `--marked`, as the build plugin
/// runs it, only a marked protocol that is refused matters.
@Suite struct SpyCommandPartialTests {
  private func run(_ arguments: [String]) -> CommandResult {
    BriskCommand.run(
      ["spy"] + arguments, environment: CommandEnvironment(defaultTemplatesFolder: nil))
  }

  private let threeProtocols = """
    protocol Clock { func now() -> Double }
    // brisk:spy
    protocol Store { static func + (a: Self, b: Self) -> Self }
    // brisk:spy
    protocol Logger { func log(_ message: String) }
    """

  @Test func writesTheOtherSpiesToTheOutputAndNamesTheRefusedProtocol() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(threeProtocols, to: "Services.swift")
    let output = folder.path + "/Spies.swift"
    let result = run([file, "--output", output])
    #expect(
      result
        == CommandResult(
          exitCode: 3,
          standardError: "Wrote \(output)\n\(file):3:30: cannot generate a spy for Store: "
            + "operator requirements are not supported (func +)\n\(file):3:10: note: write "
            + "StoreSpy by hand from `brisk templates show protocol-spy`, or leave Store out: name "
            + "the protocols to spy on with --protocol\n"))
    let spies = try folder.read("Spies.swift")
    #expect(spies.contains("final class ClockSpy: Clock {"))
    #expect(spies.contains("final class LoggerSpy: Logger {"))
    #expect(!spies.contains("StoreSpy"))
  }

  @Test func writesNoFileWhenEveryProtocolIsRefused() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(threeProtocols, to: "Services.swift")
    let result = run([file, "--protocol", "Store", "--output", folder.path + "/Spies.swift"])
    #expect(result.exitCode == 3)
    #expect(
      result.standardError.hasSuffix(
        "\(file):3:10: note: write StoreSpy by hand from `brisk templates show protocol-spy`, or "
          + "leave Store out: remove it from --protocol (or from brisk-spy.json)\n"))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/Spies.swift"))
  }

  @Test func aRefusedMarkedProtocolFailsTheBuildPluginsRunWithItsLine() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(threeProtocols, to: "Services.swift")
    let output = folder.path + "/out/Services+Spies.swift"
    let result = run(["--marked", "--output-for", "\(file)=\(output)"])
    #expect(result.exitCode == 3)
    #expect(
      result.standardError
        == "Wrote \(output)\n\(file):3:30: cannot generate a spy for Store: operator requirements "
        + "are not supported (func +)\n\(file):3:10: note: write StoreSpy by hand from `brisk "
        + "templates show protocol-spy`, or leave Store out: remove its // brisk:spy mark\n")
    let spies = try folder.read("out/Services+Spies.swift")
    #expect(spies.contains("final class LoggerSpy: Logger {"))
    #expect(!spies.contains("ClockSpy"))
  }

  @Test func aRefusedUnmarkedProtocolDoesNotMatterToTheBuildPlugin() throws {
    let folder = try TemporaryFolder()
    let source = threeProtocols.replacingOccurrences(
      of: "// brisk:spy\nprotocol Store", with: "protocol Store")
    let file = try folder.write(source, to: "Services.swift")
    let output = folder.path + "/out/Services+Spies.swift"
    let result = run(["--marked", "--output-for", "\(file)=\(output)"])
    #expect(result == CommandResult(exitCode: 0, standardError: "Wrote \(output)\n"))
    #expect(try folder.read("out/Services+Spies.swift").contains("final class LoggerSpy: Logger {"))
  }
}

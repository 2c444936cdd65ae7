import BriskSpyKit
import Foundation
import Testing

/// `brisk templates check`, which `.ci/check-templates` runs on `Templates/`: a marker that is
/// wrong fails there, naming its file and line, before `brisk` embeds the template.
@Suite struct TemplatesCheckTests {
  private func check(_ folder: String) -> CommandResult {
    BriskCommand.run(
      ["templates", "check", folder], environment: CommandEnvironment(defaultTemplatesFolder: nil))
  }

  @Test func theRepositorysTemplatesAreWellFormed() {
    let folder = Repository.url("Templates").path
    #expect(
      check(folder)
        == CommandResult(
          exitCode: 0,
          standardError: "\(folder): the markers of ProtocolSpy.swift and ClassSpy.swift are well "
            + "formed\n"))
  }

  @Test func anUnknownMarkerIsNamedWithItsFileAndLine() throws {
    let folder = try TemporaryFolder()
    let protocolSpy = try Repository.read("Templates/ProtocolSpy.swift")
    let lines = protocolSpy.split(separator: "\n", omittingEmptySubsequences: false)
    let throwsLine = try #require(lines.firstIndex { $0.hasSuffix("  // brisk:if throws") })
    try folder.write(
      protocolSpy.replacingOccurrences(of: "  // brisk:if throws", with: "  // brisk:if thrown"),
      to: "ProtocolSpy.swift")
    let classSpy = try Repository.read("Templates/ClassSpy.swift")
    let spyLine = try #require(
      classSpy.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0 == "// brisk:each spy"
      })
    #expect(classSpy.hasSuffix("}\n// brisk:end\n"))
    try folder.write(String(classSpy.dropLast("// brisk:end\n".count)), to: "ClassSpy.swift")
    let result = check(folder.path)
    #expect(result.exitCode == 1)
    #expect(
      result.standardError == """
        \(folder.path)/ProtocolSpy.swift:\(throwsLine + 1): unknown condition 'thrown' in '// brisk:if thrown'
        \(folder.path)/ClassSpy.swift:\(spyLine + 1): '// brisk:each spy' is never closed with '// brisk:end'

        """)
  }

  @Test func aMissingTemplateIsNamed() throws {
    let folder = try TemporaryFolder()
    let result = check(folder.path)
    #expect(result.exitCode == 1)
    #expect(
      result.standardError == """
        \(folder.path)/ProtocolSpy.swift: cannot read it
        \(folder.path)/ClassSpy.swift: cannot read it

        """)
  }
}

import BriskSpyKit
import Foundation
import Testing

@Suite struct TemplatesCommandTests {
  private func run(_ arguments: [String], defaultFolder: String? = nil) -> CommandResult {
    BriskCommand.run(
      ["templates"] + arguments,
      environment: CommandEnvironment(defaultTemplatesFolder: defaultFolder))
  }

  @Test func listsEveryTemplate() {
    let result = run(["list"])
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput == """
        protocol-spy               Templates/ProtocolSpy.swift
                                   A spy for any protocol; `brisk spy` writes it for you.
        class-spy                  Templates/ClassSpy.swift
                                   A subclass spy for a non-final class; `brisk spy --class` writes it for you.
        navigation-delegate-spy    Templates/NavigationDelegateSpy.swift
                                   A spy for a navigation delegate: each destination is one case.
        controller-presenter-fake  Templates/ControllerPresenterFake.swift
                                   A fake for your presenter protocol: transitions happen at once.
        animations-fake            Templates/AnimationsFake.swift
                                   A fake for a static animations wrapper: animations run at once.
        alert-presenter-fake       Templates/AlertPresenterFake.swift
                                   A fake for your alert protocol: alerts recorded, buttons tapped by title.

        """)
  }

  @Test func showsATemplate() {
    let result = run(["show", "navigation-delegate-spy"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("// Brisk navigation-delegate spy template."))
    #expect(result.standardOutput.contains("final class <#Spy#>: <#Protocol#> {"))
  }

  @Test func installsTheXcodeTemplates() throws {
    let folder = try TemporaryFolder()
    let result = run(["install", "--destination", folder.path])
    #expect(result.exitCode == 0)
    #expect(
      result.standardError == """
        Installed 6 Xcode file templates in \(folder.path):
          Protocol Spy.xctemplate
          Class Spy.xctemplate
          Navigation Delegate Spy.xctemplate
          Controller Presenter Fake.xctemplate
          Animations Fake.xctemplate
          Alert Presenter Fake.xctemplate

        """)
    for entry in TemplateCatalog.all {
      let plist = try folder.read("\(entry.xcodeTemplate)/TemplateInfo.plist")
      #expect(
        plist.contains("<string>Xcode.IDEFoundation.TextSubstitutionFileTemplateKind</string>"))
      let swift = try folder.read("\(entry.xcodeTemplate)/___FILEBASENAME___.swift")
      let parent = entry.name == "class-spy" ? "className" : "protocolName"
      #expect(swift.contains("___VARIABLE_\(parent)___"))
      #expect(plist.contains("<string>\(parent)</string>"))
      #expect(!swift.contains("<#Spy#>"))
    }
  }

  @Test func installsIntoThePlatformsFolderByDefault() throws {
    let folder = try TemporaryFolder()
    let result = run(["install"], defaultFolder: folder.path + "/Brisk")
    #expect(result.exitCode == 0)
    #expect(
      FileManager.default.fileExists(
        atPath: folder.path + "/Brisk/Protocol Spy.xctemplate/TemplateInfo.plist"))
  }

  @Test func withoutADefaultFolderADestinationIsRequired() {
    let result = run(["install"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError.hasPrefix(
        "error: brisk templates install needs --destination DIR on this platform: Xcode's "
          + "templates folder exists only on macOS\n"))
  }

  @Test func anUnwritableDestinationExitsWith1() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("x", to: "file")
    let result = run(["install", "--destination", file])
    #expect(result.exitCode == 1)
    #expect(result.standardError.hasPrefix("error: cannot write \(file)/"))
  }

  @Test(arguments: [
    ([], "error: brisk templates needs a command"),
    (["remove"], "error: unknown templates command 'remove'"),
    (["list", "extra"], "error: wrong arguments for 'brisk templates list'"),
    (["show"], "error: wrong arguments for 'brisk templates show'"),
    (["list", "--destination", "x"], "error: wrong arguments for 'brisk templates list'"),
    (
      ["show", "unknown-template"],
      "error: no template named 'unknown-template'; the templates are protocol-spy, class-spy, navigation-delegate-spy, controller-presenter-fake, animations-fake, alert-presenter-fake"
    ),
    (["install", "--force"], "error: unknown option '--force'"),
    (["check", "a", "b"], "error: wrong arguments for 'brisk templates check'"),
    (["check", "--destination", "x"], "error: wrong arguments for 'brisk templates check'"),
  ])
  func aWrongCommandLineExitsWith2(_ arguments: [String], _ firstLine: String) {
    let result = run(arguments)
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "\(firstLine)\nUsage: brisk templates list | show NAME | install [--destination DIR] | "
        + "check [FOLDER]; run 'brisk templates --help' for more.\n")
  }

  @Test func help() {
    #expect(run(["--help"]).standardOutput.hasPrefix("OVERVIEW: Lists, prints and installs"))
  }
}

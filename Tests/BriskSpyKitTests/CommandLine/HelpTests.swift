import Testing

@testable import BriskSpyKit

@Suite struct HelpTests {
  @Test func mainHelpNamesEveryCommand() {
    for command in [
      "spy PATH...", "templates list", "templates show NAME", "templates install",
      "templates check",
    ] {
      #expect(Help.main.contains(command))
    }
  }

  @Test func spyHelpNamesEveryOptionAndTheExitStatus() {
    for option in [
      "--protocol NAME", "--class NAME", "--marked", "--output PATH", "--output-for SOURCE=OUTPUT",
      "--name SpyName", "--import MODULE", "--testable-import MODULE", "--config FILE",
      "--planned-source FOLDER", "-h, --help",
    ] {
      #expect(Help.spy.contains(option))
    }
    for option in SpyOptions.valueOptions.union(SpyOptions.flags) {
      #expect(Help.spy.contains(option))
    }
    #expect(Help.spy.contains("EXIT STATUS: 0"))
    #expect(Help.spy.contains("file:line:column: cannot generate a spy for NAME: REASON"))
    #expect(
      Help.spy.contains(
        "3 when a protocol\ncannot become a spy (the others' spies are written)"))
    #expect(Help.spy.contains("both are built into brisk; set BRISK_TEMPLATES"))
  }

  @Test func helpLinesFitATerminal() {
    for text in [Help.main, Help.spy, Help.templates] {
      for line in text.split(separator: "\n") {
        #expect(line.count <= 100, "\(line)")
      }
    }
  }

  @Test func usageLinesPointAtHelp() {
    #expect(Help.mainUsage.contains("brisk --help"))
    #expect(Help.spyUsage.contains("brisk spy --help"))
    #expect(Help.templatesUsage.contains("brisk templates --help"))
  }
}

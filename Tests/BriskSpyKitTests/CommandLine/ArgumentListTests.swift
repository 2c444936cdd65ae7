import Testing

@testable import BriskSpyKit

@Suite struct ArgumentListTests {
  private func parse(_ arguments: [String]) throws(ArgumentList.Problem) -> ArgumentList {
    try ArgumentList(arguments, options: ["--output", "--name"], flags: ["--help"])
  }

  @Test func readsOptionsFlagsAndPositionals() throws {
    let list = try parse([
      "a.swift", "--output", "b.swift", "--name=Fake", "--help", "-", "--", "--c",
    ])
    #expect(list.positionals == ["a.swift", "-", "--c"])
    #expect(try list.value("--output") == "b.swift")
    #expect(try list.value("--name") == "Fake")
    #expect(try list.value("--missing") == nil)
    #expect(list.has("--help"))
    #expect(!list.has("--other"))
  }

  @Test func repeatableOptionsKeepEveryValue() throws {
    let list = try parse(["--name", "A", "--name", "B"])
    #expect(list.allValues("--name") == ["A", "B"])
    #expect(throws: ArgumentList.Problem(message: "--name was given more than once")) {
      try list.value("--name")
    }
  }

  @Test(arguments: [
    (["--bogus"], "unknown option '--bogus'"),
    (["-x"], "unknown option '-x'"),
    (["--output"], "--output needs a value"),
    (["--output", "--name", "x"], "--output needs a value"),
    (["--output="], "--output needs a value"),
    (["--help=yes"], "--help does not take a value"),
  ])
  func explainsWhatIsWrong(_ arguments: [String], _ message: String) {
    #expect(throws: ArgumentList.Problem(message: message)) { try parse(arguments) }
  }
}

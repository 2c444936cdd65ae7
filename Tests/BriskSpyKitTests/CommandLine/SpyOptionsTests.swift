import Testing

@testable import BriskSpyKit

@Suite struct SpyOptionsTests {
  private func options(_ arguments: [String]) throws(ArgumentList.Problem) -> SpyOptions {
    try SpyOptions(
      ArgumentList(arguments, options: SpyOptions.valueOptions, flags: SpyOptions.flags))
  }

  @Test func readsRepeatedOptions() throws {
    let read = try options([
      "Sources/App", "--protocol", "A", "--protocol", "B", "--marked", "--import", "Kit",
      "--testable-import", "App",
    ])
    #expect(read.inputs == ["Sources/App"])
    #expect(read.protocolNames == ["A", "B"])
    #expect(read.includesMarked)
    #expect(read.imports == ["Kit"])
    #expect(read.testableImports == ["App"])
  }

  @Test func splitsEachOutputForAfterTheSwiftFile() throws {
    let read = try options([
      "--output-for", "/p/a=b/A.swift=/out/A.swift=/A+Spies.swift",
      "--output-for=/p/B.swift=/out/B+Spies.swift",
    ])
    #expect(read.outputsFor.map(\.source) == ["/p/a=b/A.swift", "/p/B.swift"])
    #expect(read.outputsFor.map(\.output) == ["/out/A.swift=/A+Spies.swift", "/out/B+Spies.swift"])
    #expect(read.inputs.isEmpty)
  }

  @Test(arguments: [
    (["--output-for", "A.swift"], "--output-for needs SOURCE.swift=OUTPUT, not 'A.swift'"),
    (["--output-for", "A.swift="], "--output-for needs SOURCE.swift=OUTPUT, not 'A.swift='"),
    (
      ["--output-for", "A.swift=a", "--output-for", "A.swift=b"],
      "--output-for names A.swift more than once"
    ),
    (
      ["--output-for", "A.swift=a", "--output", "b"],
      "--output and --output-for cannot be used together"
    ),
    (
      ["--output-for", "A.swift=a", "-"],
      "brisk spy reads standard input (-) alone, not with other files"
    ),
    (["--marked"], "brisk spy needs a Swift file or a folder"),
  ])
  func refusesAWrongCommandLine(_ arguments: [String], _ expected: String) {
    #expect(throws: ArgumentList.Problem(message: expected)) { try options(arguments) }
  }

  @Test func messagesNameTheArgumentsOrTheFolderOfTheSources() throws {
    #expect(try options(["a.swift", "Sources/B"]).path == "a.swift Sources/B")
    #expect(
      try options([
        "--output-for", "/p/Sources/App/A.swift=a", "--output-for",
        "/p/Sources/App/Models/B.swift=b",
      ]).path == "/p/Sources/App")
    #expect(
      try options(["--output-for", "/p/A.swift=a", "--output-for", "/q/B.swift=b"]).path == "/")
    #expect(try options(["--output-for", "A.swift=a"]).path == ".")
  }

  @Test func aConfigurationAddsProtocolsAndReplacesImports() throws {
    let folder = try TemporaryFolder()
    let config = try folder.write(
      "{ \"protocols\": [\"B\", \"A\"], \"imports\": [\"App\"] }", to: "brisk-spy.json")
    var read = try options([
      "x.swift", "--protocol", "A", "--import", "Kit", "--testable-import", "App", "--config",
      config,
    ])
    try read.applyConfiguration()
    #expect(read.protocolNames == ["A", "B"])
    #expect(read.imports == ["App"])
    #expect(read.testableImports == ["App"])
  }

  @Test func theConfigurationsSourcesMustBeThoseTheBuildWasPlannedWith() throws {
    let folder = try TemporaryFolder()
    let config = try folder.write("{ \"sources\": [\"Sources/App\"] }", to: "brisk-spy.json")
    var planned = try options([
      "--output-for", "A.swift=a", "--config", config, "--planned-source", "Sources/App",
    ])
    try planned.applyConfiguration()
    var stale = try options(["--output-for", "A.swift=a", "--config", config])
    do {
      try stale.applyConfiguration()
      Issue.record("accepted sources that changed")
    } catch {
      #expect(
        error.message
          == "\(config): \"sources\" changed after SwiftPM planned this build, which still "
          + "reads the files of before; touch Package.swift so that SwiftPM plans it again")
    }
    // Without --output-for, nothing was planned.
    var single = try options(["A.swift", "--config", config])
    try single.applyConfiguration()
  }
}

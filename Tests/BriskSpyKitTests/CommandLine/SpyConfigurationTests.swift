import Testing

@testable import BriskSpyKit

@Suite struct SpyConfigurationTests {
  private func parse(_ text: String) throws(FileAccess.Failure) -> SpyConfiguration {
    try SpyConfiguration.parse(text, path: "Tests/AppTests/brisk-spy.json")
  }

  private func message(_ text: String) -> String? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func readsEveryKey() throws {
    #expect(
      try parse(
        """
        { "protocols": ["UserService"], "classes": ["NetworkClient"], "sources": ["Sources/App"],
          "imports": ["Kit"], "testableImports": ["App"] }
        """)
        == SpyConfiguration(
          protocols: ["UserService"], classes: ["NetworkClient"], sources: ["Sources/App"],
          imports: ["Kit"], testableImports: ["App"]))
  }

  @Test func everyKeyIsOptional() throws {
    #expect(try parse("{}") == SpyConfiguration())
    #expect(try parse("{ \"protocols\": [] }") == SpyConfiguration(protocols: []))
  }

  @Test(arguments: [
    ("", "not a JSON object; write one such as { \"protocols\": [\"UserService\"] }"),
    (
      "[\"UserService\"]",
      "not a JSON object; write one such as { \"protocols\": [\"UserService\"] }"
    ),
    (
      "{ \"protocol\": [\"A\"] }",
      "unknown key \"protocol\"; the keys are protocols, classes, sources, imports and testableImports"
    ),
    (
      "{ \"b\": 1, \"a\": 2 }",
      "unknown keys \"a\", \"b\"; the keys are protocols, classes, sources, imports and testableImports"
    ),
    (
      "{ \"protocols\": \"UserService\" }",
      "\"protocols\" must be a list of names, such as [\"UserService\"]"
    ),
    (
      "{ \"protocols\": [\"\"] }",
      "\"protocols\" must be a list of names, such as [\"UserService\"]"
    ),
    (
      "{ \"classes\": [\"NetworkClient\", 1] }",
      "\"classes\" must be a list of names, such as [\"NetworkClient\"]"
    ),
    ("{ \"sources\": [] }", "\"sources\" must be a list of folders, such as [\"Sources/App\"]"),
    ("{ \"imports\": [1] }", "\"imports\" must be a list of modules, such as [\"App\"]"),
    (
      "{ \"testableImports\": null }",
      "\"testableImports\" must be a list of modules, such as [\"App\"]"
    ),
  ])
  func refusesWhatItCannotUse(_ text: String, _ expected: String) {
    #expect(message(text) == "Tests/AppTests/brisk-spy.json: \(expected)")
  }

  @Test func aMissingFileIsNamed() throws {
    let folder = try TemporaryFolder()
    #expect(throws: FileAccess.Failure.self) {
      try SpyConfiguration.read(folder.path + "/brisk-spy.json")
    }
    try folder.write("{ \"imports\": [\"App\"] }", to: "brisk-spy.json")
    #expect(try SpyConfiguration.read(folder.path + "/brisk-spy.json").imports == ["App"])
  }
}

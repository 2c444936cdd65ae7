@testable import BriskSpyKit

/// Parses `text` as one type, as the type parser sees it in a declaration.
func parseType(_ text: String) throws(ParseError) -> TypeSyntax {
  var cursor = TokenCursor(Lexer.tokens(in: text))
  let type = try cursor.parseType()
  guard cursor.isAtEnd else {
    throw ParseError(
      "unexpected \(cursor.current.quoted) after the type", at: cursor.current.position)
  }
  return type
}

/// The one protocol `source` declares.
func parseProtocol(_ source: String) -> TypeDeclarationSyntax? {
  SourceParser.parse(source).protocols.first
}

/// The problems found in `source`'s protocols, as `line:column: reason`.
func problems(in source: String) -> [String] {
  SourceParser.parse(source).protocols.flatMap(\.problems).map { "\($0.position): \($0.reason)" }
}

/// The spy file `brisk spy` writes for `source`, or its messages joined by new lines.
func generate(
  _ source: String, protocolName: String? = nil, spyName: String? = nil,
  testableImports: [String] = []
) -> Result<String, SpyGenerationFailure> {
  SpyGenerator.generate(
    SpyRequest(
      source: source, path: "Sources/App/File.swift", protocolName: protocolName,
      spyName: spyName, testableImports: testableImports),
    options: .init(failsOnRefusal: true)
  ).map(\.files[0].text)
}

/// The messages `brisk spy` prints for `source`, which must fail.
func messages(for source: String, protocolName: String? = nil) -> [String] {
  switch generate(source, protocolName: protocolName) {
  case .success: ["(generated a spy)"]
  case .failure(let failure): failure.messages
  }
}

/// The generated spy, or the messages in its place.
func spy(for source: String, spyName: String? = nil) -> String {
  switch generate(source, spyName: spyName) {
  case .success(let text): text
  case .failure(let failure): failure.description
  }
}

/// The plan for the first protocol in `source`, or the problems as `line:column: reason`.
func plan(_ source: String, spyName: String = "PSpy") -> Result<SpyPlan, ProblemList> {
  let file = SourceParser.parse(source)
  guard let first = file.protocols.first else {
    return .failure(ProblemList(problems: []))
  }
  return SpyPlanner.plan(first, in: file, spyName: spyName)
}

/// The plan's methods, or none when planning failed.
func plannedMethods(_ source: String) -> [MethodPlan] {
  (try? plan(source).get())?.methods ?? []
}

/// The problems planning `source` found, as `line:column: reason`.
func planProblems(_ source: String) -> [String] {
  switch plan(source) {
  case .success: []
  case .failure(let list): list.problems.map { "\($0.position): \($0.reason)" }
  }
}

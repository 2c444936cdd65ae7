import Testing

@testable import BriskSpyKit

@Suite struct TypeParserTests {
  @Test func namedAndMemberTypesWithArguments() throws {
    #expect(
      try parseType("Swift.Result<Int, any Error>")
        == .member(
          .named("Swift", arguments: []), "Result",
          arguments: [.named("Int", arguments: []), .existential(.named("Error", arguments: []))]))
  }

  @Test func collectionsAndOptionals() throws {
    #expect(try parseType("[Int]?") == .optional(.array(.named("Int", arguments: []))))
    #expect(
      try parseType("[String: Int]!")
        == .implicitlyUnwrapped(
          .dictionary(.named("String", arguments: []), .named("Int", arguments: []))))
  }

  @Test func functionTypesWithEffectsAndAttributes() throws {
    let type = try parseType("@escaping @Sendable (Int, _ name: String) async throws -> Bool")
    guard case .attributed(let attributes, .function(let function)) = type else {
      Issue.record("not an attributed function type: \(type)")
      return
    }
    #expect(attributes == ["@escaping", "@Sendable"])
    #expect(function.parameters.map(\.label) == [nil, "_"])
    #expect(function.parameters.map(\.name) == [nil, "name"])
    #expect(function.isAsync)
    #expect(function.throwing == .untyped)
    #expect(function.result == .named("Bool", arguments: []))
  }

  @Test func throwsClauses() throws {
    var cursor = TokenCursor(
      Lexer.tokens(in: "throws(ParseFailure) rethrows throws(any Error) throws(Never) x"))
    #expect(try cursor.parseThrowsClause() == .typed(.named("ParseFailure", arguments: [])))
    #expect(try cursor.parseThrowsClause() == .rethrowing)
    #expect(try cursor.parseThrowsClause() == .untyped)
    #expect(try cursor.parseThrowsClause() == .never)
    #expect(try cursor.parseThrowsClause() == .never)
    #expect(cursor.current.text == "x")
  }

  @Test func specifiersCompositionsAndMetatypes() throws {
    #expect(try parseType("inout Int") == .specified("inout", .named("Int", arguments: [])))
    #expect(
      try parseType("any A & B")
        == .existential(.composition([.named("A", arguments: []), .named("B", arguments: [])])))
    #expect(try parseType("Any.Type") == .metatype(.named("Any", arguments: []), "Type"))
    #expect(try parseType("some View") == .opaque(.named("View", arguments: [])))
    #expect(try parseType("~Copyable") == .suppressed(.named("Copyable", arguments: [])))
  }

  @Test func aSpecifierWordAloneIsAName() throws {
    #expect(
      try parseType("(sending)")
        == .tuple([TupleTypeElement(type: .named("sending", arguments: []))]))
  }

  @Test func attributesTakeArguments() throws {
    #expect(
      try parseType("@convention(c) (Int) -> Void").attributes == ["@convention(c)"])
  }

  @Test(
    arguments: [
      ("@escaping(Result<User,Error>)->Void", "@escaping (Result<User, Error>) -> Void"),
      ("@escaping @Sendable(Int)->Void", "@escaping @Sendable (Int) -> Void"),
      ("@escaping()->()", "@escaping () -> ()"),
      ("(()->Void)?", "(() -> Void)?"),
      ("((Int)->Void)!", "((Int) -> Void)!"),
      ("(_ result:Result<[User],Error>)->Void", "(_ result: Result<[User], Error>) -> Void"),
      ("()async throws->[String:Int]", "() async throws -> [String: Int]"),
      ("@autoclosure()->Bool", "@autoclosure () -> Bool"),
    ] as [(String, String?)])
  func everyValidSpacingReadsTheSame(_ text: String, _ canonical: String?) throws {
    if let canonical {
      #expect(try parseType(text).description == canonical)
    } else {
      #expect(throws: ParseError.self) { try parseType(text) }
    }
  }

  @Test(arguments: [
    ("->", "1:1: expected a type, found '->'"),
    ("[Int", "1:5: expected ']' after an array type, found the end of the file"),
    ("Array<Int", "1:10: expected '>' after generic arguments, found the end of the file"),
    ("(Int) async", "1:12: expected '->' in a function type, found the end of the file"),
    ("(Int String)", "1:6: expected ',' between tuple elements, found 'String'"),
  ])
  func malformedTypesSayWhy(_ text: String, _ expected: String) {
    do {
      _ = try parseType(text)
      Issue.record("parsed \(text)")
    } catch {
      #expect("\(error.position): \(error.reason)" == expected)
    }
  }

  @Test func deepNestingIsReportedNotFollowed() {
    for text in [
      String(repeating: "[", count: 10_000), String(repeating: "(", count: 10_000),
      "Int" + String(repeating: "?", count: 10_000),
      "A" + String(repeating: ".B", count: 10_000),
      String(repeating: "Array<", count: 10_000),
    ] {
      do {
        _ = try parseType(text)
        Issue.record("parsed a type nested 10 000 deep")
      } catch {
        #expect(
          error.reason == "the type nests too deeply" || error.reason == "the type is too complex")
      }
    }
  }

  @Test func wideTypesHaveALimitToo() {
    let text = "(" + Array(repeating: "Int", count: 300).joined(separator: ", ") + ")"
    #expect(throws: ParseError.self) { try parseType(text) }
  }
}

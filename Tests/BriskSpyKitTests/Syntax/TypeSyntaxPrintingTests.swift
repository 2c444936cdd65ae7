import Testing

@testable import BriskSpyKit

@Suite struct TypeSyntaxPrintingTests {
  @Test(arguments: [
    "Int", "Swift.Result<[User], any Error>", "[String: [Int]]?", "(x: Double, y: Double)",
    "@escaping @Sendable (Result<Data, any Error>) -> Void", "(() -> Void)?", "Any.Type",
    "any Named & Sendable", "(any Named)?", "some View", "inout Int", "String!",
    "(_ value: Int, String...) async throws -> Bool", "(Int) throws(ParseFailure) -> Void",
    "~Copyable", "Set<Int>", "@autoclosure () -> String", "()", "(Int)",
  ])
  func printsWhatItParses(_ text: String) throws {
    #expect(try parseType(text).description == text)
  }

  @Test func normalizesSpacing() throws {
    #expect(try parseType("[ String:Int ]").description == "[String: Int]")
    #expect(try parseType("( Int,String )->Void").description == "(Int, String) -> Void")
  }

  @Test func addsParenthesesWhereAPostfixNeedsThem() {
    let function = TypeSyntax.function(
      FunctionTypeSyntax(parameters: [], isAsync: false, throwing: .never, result: .tuple([])))
    #expect(TypeSyntax.optional(function).description == "(() -> ())?")
    #expect(
      TypeSyntax.optional(.existential(.named("Error", arguments: []))).description
        == "(any Error)?")
    #expect(TypeSyntax.metatype(.named("Int", arguments: []), "Type").description == "Int.Type")
  }

  @Test func escapesKeywordTypeNames() {
    #expect(TypeSyntax.named("class", arguments: []).description == "`class`")
  }

  @Test func throwsClauses() {
    #expect(ThrowsClause.never.spelling == "")
    #expect(ThrowsClause.untyped.spelling == " throws")
    #expect(ThrowsClause.typed(.named("E", arguments: [])).spelling == " throws(E)")
    #expect(ThrowsClause.rethrowing.spelling == " rethrows")
  }
}

import Testing

@testable import BriskSpyKit

@Suite struct GenericClauseParserTests {
  private func cursor(_ text: String) -> TokenCursor {
    TokenCursor(Lexer.tokens(in: text))
  }

  @Test func readsParametersWithAndWithoutConstraints() throws {
    var reader = cursor("<T: Decodable, U, Body: Encodable & Sendable, each V> x")
    let parameters = try reader.parseGenericParameters()
    #expect(
      parameters.map(\.declaration) == [
        "T: Decodable", "U", "Body: Encodable & Sendable", "each V",
      ])
    #expect(parameters.map(\.isPack) == [false, false, false, true])
    #expect(parameters[1].position == SourcePosition(line: 1, column: 16))
    #expect(reader.current.text == "x")
  }

  @Test func readsNestedGenericConstraintsWithoutSpaces() throws {
    var reader = cursor("<C:Collection<Int>>")
    #expect(try reader.parseGenericParameters().map(\.declaration) == ["C: Collection<Int>"])
  }

  @Test func readsWhereClausesInOneSpelling() throws {
    var reader = cursor("where T:Sendable, T.ID==Int,U : Equatable {")
    #expect(try reader.parseWhereClause() == ["T: Sendable", "T.ID == Int", "U: Equatable"])
    #expect(reader.current.text == "{")
  }

  @Test(arguments: [
    ("<>", "1:2: expected a generic parameter name, found '>'"),
    ("<T", "1:3: expected '>' after generic parameters, found the end of the file"),
    ("<T:>", "1:4: expected a type, found '>'"),
  ])
  func malformedGenericClausesSayWhy(_ text: String, _ expected: String) {
    var reader = cursor(text)
    do {
      _ = try reader.parseGenericParameters()
      Issue.record("parsed \(text)")
    } catch {
      #expect("\(error.position): \(error.reason)" == expected)
    }
  }

  @Test(arguments: [
    ("where T", "1:8: expected ':' or '==' in a where clause, found the end of the file"),
    ("where T = Int", "1:9: expected ':' or '==' in a where clause, found '='"),
    ("where : P", "1:7: expected a type, found ':'"),
  ])
  func malformedWhereClausesSayWhy(_ text: String, _ expected: String) {
    var reader = cursor(text)
    do {
      _ = try reader.parseWhereClause()
      Issue.record("parsed \(text)")
    } catch {
      #expect("\(error.position): \(error.reason)" == expected)
    }
  }
}

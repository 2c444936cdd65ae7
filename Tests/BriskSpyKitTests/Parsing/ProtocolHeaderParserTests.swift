import Testing

@testable import BriskSpyKit

@Suite struct ProtocolHeaderParserTests {
  @Test func readsTheInheritanceList() {
    let protocolSyntax = parseProtocol("protocol P: AnyObject, Sendable, Base & Other {}")
    #expect(
      protocolSyntax?.inherited.map(\.type.description)
        == ["AnyObject", "Sendable", "Base & Other"])
    #expect(protocolSyntax?.problems.isEmpty == true)
  }

  @Test func classIsAnyObject() {
    #expect(
      parseProtocol("protocol P: class {}")?.inherited.map(\.type.description) == ["AnyObject"])
  }

  @Test func readsPrimaryAssociatedTypesAndWhereClauses() {
    let protocolSyntax = parseProtocol(
      "protocol Store<Element>: Sendable where Element: Hashable, Element.ID == Int { }")
    #expect(protocolSyntax?.problems.isEmpty == true)
    #expect(protocolSyntax?.inherited.map(\.type.description) == ["Sendable"])
    #expect(
      protocolSyntax?.whereClause.map(\.requirement) == ["Element: Hashable", "Element.ID == Int"])
    #expect(protocolSyntax?.whereClause.first?.position == SourcePosition(line: 1, column: 35))
  }

  @Test func aBrokenWhereClauseIsReported() {
    #expect(
      problems(in: "protocol P where T {}") == [
        "1:20: expected ':' or '==' in a where clause, found '{'"
      ])
  }

  @Test func aBrokenInheritanceListIsReported() {
    #expect(problems(in: "protocol P: -> {}") == ["1:13: expected a type, found '->'"])
  }
}

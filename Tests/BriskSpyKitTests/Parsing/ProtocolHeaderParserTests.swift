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

  @Test func reportsPrimaryAssociatedTypesAndWhereClauses() {
    #expect(
      problems(in: "protocol Store<Element>: Sendable where Element: Hashable { }") == [
        "1:15: primary associated types are not supported (Store<Element>)",
        "1:35: where clauses are not supported",
      ])
  }

  @Test func aBrokenInheritanceListIsReported() {
    #expect(problems(in: "protocol P: -> {}") == ["1:13: expected a type, found '->'"])
  }
}

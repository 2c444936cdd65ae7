import Testing

@testable import BriskSpyKit

@Suite struct IdentifierTests {
  @Test func escapesReservedWords() {
    #expect(Identifier.escaped("default") == "`default`")
    #expect(Identifier.escaped("value") == "value")
    #expect(Identifier.escaped("self") == "`self`")
  }

  @Test func labelsNeedBackticksOnlyForThree() {
    #expect(Identifier.escapedLabel("for") == "for")
    #expect(Identifier.escapedLabel("inout") == "`inout`")
    #expect(Identifier.escapedLabel("var") == "`var`")
  }

  @Test func selfAndAnyStayTypes() {
    #expect(Identifier.escapedType("Self") == "Self")
    #expect(Identifier.escapedType("Any") == "Any")
    #expect(Identifier.escapedType("Type") == "Type")
  }

  @Test func capitalizes() {
    #expect(Identifier.capitalized("event") == "Event")
    #expect(Identifier.capitalized("") == "")
  }
}

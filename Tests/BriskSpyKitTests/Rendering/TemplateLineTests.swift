import Testing

@testable import BriskSpyKit

@Suite struct TemplateLineTests {
  @Test func keepsItsTextAndNumber() {
    let line = TemplateLine("  throw x  // a note", number: 3)
    #expect(line.text == "  throw x  // a note")
    #expect(line.number == 3)
  }

  @Test func blankLines() {
    #expect(TemplateLine("   ", number: 1).isBlank)
    #expect(TemplateLine("", number: 1).isBlank)
    #expect(!TemplateLine(" x", number: 1).isBlank)
  }
}

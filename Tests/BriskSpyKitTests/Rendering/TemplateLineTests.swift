import Testing

@testable import BriskSpyKit

@Suite struct TemplateLineTests {
  @Test func takesOffConditionAndRepetitionTags() {
    let condition = TemplateLine("  throw x  // if it throws", number: 3)
    #expect(condition.text == "  throw x")
    #expect(condition.tag == .condition("if it throws"))
    #expect(condition.number == 3)
    let repetition = TemplateLine("    case <#method#>  // for each method", number: 1)
    #expect(repetition.text == "    case <#method#>")
    #expect(repetition.tag == .repetition("method"))
  }

  @Test func otherCommentsStay() {
    for text in ["  x = 1  // a note", "// if at the start", "  y // if one space"] {
      let line = TemplateLine(Substring(text), number: 1)
      #expect(line.text == text)
      #expect(line.tag == nil)
    }
  }

  @Test func readsMarkKeys() {
    let mark = TemplateLine("  // MARK: - Each method: <#method(labels:)#>", number: 1)
    #expect(mark.markKey == "Each method")
    #expect(mark.withoutMarkKey == "  // MARK: - <#method(labels:)#>")
    let plain = TemplateLine("  // MARK: - Helpers", number: 1)
    #expect(plain.markKey == nil)
    #expect(plain.withoutMarkKey == "  // MARK: - Helpers")
  }

  @Test func blankLines() {
    #expect(TemplateLine("   ", number: 1).isBlank)
    #expect(TemplateLine("", number: 1).isBlank)
    #expect(!TemplateLine(" x", number: 1).isBlank)
  }
}

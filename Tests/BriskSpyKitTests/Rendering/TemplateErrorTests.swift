import Testing

@testable import BriskSpyKit

@Suite struct TemplateErrorTests {
  @Test func pointsIntoTemplates() {
    #expect(
      TemplateError(
        template: "ProtocolSpy.swift", line: 12, message: "placeholder <#x#> has no value"
      )
      .description == "Templates/ProtocolSpy.swift:12: placeholder <#x#> has no value")
    #expect(
      TemplateError(template: "ProtocolSpy.swift", line: 0, message: "is missing").description
        == "Templates/ProtocolSpy.swift: is missing")
  }
}

import Testing

@testable import BriskSpyKit

@Suite struct TemplateContextTests {
  @Test func mergingPrefersTheInnerLevel() {
    let outer = TemplateContext(
      values: ["Spy": "ASpy", "method": "outer"], conditions: ["if a": true],
      collections: ["method": []])
    let inner = TemplateContext(
      values: ["method": "inner"], conditions: ["if a": false, "if b": true],
      wrappable: ["sig": SignaturePlan(name: "f", parameters: [], suffix: "")])
    let merged = outer.merging(inner)
    #expect(merged.values == ["Spy": "ASpy", "method": "inner"])
    #expect(merged.conditions == ["if a": false, "if b": true])
    #expect(merged.collections["method"]?.isEmpty == true)
    #expect(merged.wrappable["sig"]?.name == "f")
  }
}

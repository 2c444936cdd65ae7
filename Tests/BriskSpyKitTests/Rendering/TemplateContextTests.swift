import Testing

@testable import BriskSpyKit

@Suite struct TemplateContextTests {
  @Test func mergingPrefersTheInnerLevel() {
    let outer = TemplateContext(
      values: ["Spy": "ASpy", "method": "outer"], conditions: [.throws: true],
      collections: [.method: []])
    let inner = TemplateContext(
      values: ["method": "inner"], conditions: [.throws: false, .returns: true],
      wrappable: ["sig": SignaturePlan(name: "f", parameters: [], suffix: "")])
    let merged = outer.merging(inner)
    #expect(merged.values == ["Spy": "ASpy", "method": "inner"])
    #expect(merged.conditions == [.throws: false, .returns: true])
    #expect(merged.collections[.method]?.isEmpty == true)
    #expect(merged.wrappable["sig"]?.name == "f")
  }
}

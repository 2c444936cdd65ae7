import Testing

@testable import BriskSpyKit

@Suite struct TemplateFillingTests {
  private let filling = TemplateFilling(template: "T.swift")

  private func lines(_ text: String) -> [TemplateNode] {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      .line(TemplateLine($0.element, number: $0.offset + 1))
    }
  }

  private func line(_ text: String, _ number: Int) -> TemplateNode {
    .line(TemplateLine(text, number: number))
  }

  @Test func keepsDropsAndRepeatsBlocks() throws {
    let context = TemplateContext(
      values: ["Spy": "ASpy"], conditions: [.throws: true, .returns: false],
      collections: [
        .method: [.init(values: ["method": "a"]), .init(values: ["method": "b"])]
      ])
    let nodes: [TemplateNode] = [
      line("class <#Spy#> {", 1),
      .condition(TemplateTest(.throws), then: [line("  kept", 3)], otherwise: [], marker: 2),
      .condition(
        TemplateTest(.returns), then: [line("  dropped", 5)], otherwise: [line("  else", 7)],
        marker: 4),
      .condition(
        TemplateTest(.returns, isNegated: true), then: [line("  negated", 9)], otherwise: [],
        marker: 8),
      .repetition(
        .method, body: [line("  case <#method#>", 11), line("  // <#method#>", 12)], marker: 10),
      line("}", 13),
    ]
    #expect(
      try filling.render(nodes, context) == [
        "class ASpy {", "  kept", "  else", "  negated", "  case a", "  // a", "  case b",
        "  // b", "}",
      ])
  }

  @Test func namesWhatIsMissing() {
    let cases: [(TemplateNode, String)] = [
      (line("<#Missing#>", 1), "T.swift:1: placeholder <#Missing#> has no value"),
      (
        .condition(TemplateTest(.throws), then: [], otherwise: [], marker: 4),
        "T.swift:4: condition 'throws' has no value here"
      ),
      (
        .repetition(.staticStub, body: [], marker: 5),
        "T.swift:5: collection 'static-stub' has no value here"
      ),
      (line("<#open", 1), "T.swift:1: '<#' without '#>'"),
    ]
    for (node, expected) in cases {
      do {
        _ = try filling.render([node], TemplateContext())
        Issue.record("rendered \(node)")
      } catch {
        #expect(error.description == "Templates/" + expected)
      }
    }
  }

  @Test func aValueMayNotBringAPlaceholder() {
    #expect(throws: TemplateError.self) {
      try filling.render(lines("<#a#>"), TemplateContext(values: ["a": "<#b#>"]))
    }
  }

  @Test func wrapsASignatureOnlyWhenTheLineIsTooLong() throws {
    let short = SignaturePlan(name: "f", parameters: ["a: Int"], suffix: "")
    let long = SignaturePlan(
      name: "load", parameters: (1...6).map { "parameter\($0): SomeLongTypeName" }, suffix: " async"
    )
    let line = lines("  func <#sig#> {")
    #expect(
      try filling.render(line, TemplateContext(wrappable: ["sig": short])) == ["  func f(a: Int) {"]
    )
    let wrapped = try filling.render(line, TemplateContext(wrappable: ["sig": long]))
    #expect(wrapped.count == 1)
    #expect(wrapped[0].hasPrefix("  func load(\n    parameter1: SomeLongTypeName,\n"))
    #expect(wrapped[0].hasSuffix("    parameter6: SomeLongTypeName\n  ) async {"))
  }

  @Test(arguments: [
    ("default", "case `default`; .default; defaultCalls; /// `default`"),
    ("init", "case `init`; .`init`; initCalls; /// `init`"),
    ("Type", "case `Type`; .`Type`; TypeCalls; /// `Type`"),
    ("load", "case load; .load; loadCalls; /// `load`"),
  ])
  func escapesANameOnlyWhereItStandsAlone(_ name: String, _ expected: String) throws {
    let line = lines("case <#m#>; .<#m#>; <#m#>Calls; /// `<#m#>`")
    #expect(try filling.render(line, TemplateContext(identifiers: ["m": name])) == [expected])
  }

  @Test func fillsATemplateWithoutTags() throws {
    #expect(try filling.fill("a <#x#>\nb <#y#>", with: ["x": "1", "y": "2"]) == "a 1\nb 2")
  }

  @Test func recordsTheLinesItWrote() throws {
    var covered = TemplateFilling(template: "T.swift")
    covered.coverage = TemplateCoverage()
    let nodes = [
      line("a", 1),
      .condition(TemplateTest(.throws), then: [line("b", 3)], otherwise: [], marker: 2),
      line("c", 4),
    ]
    _ = try covered.render(nodes, TemplateContext(conditions: [.throws: false]))
    #expect(covered.coverage?.lines == [1, 4])
  }
}

import Testing

@testable import BriskSpyKit

@Suite struct TemplateFillingTests {
  private let filling = TemplateFilling(template: "T.swift")

  private func lines(_ text: String) -> [TemplateLine] {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      TemplateLine($0.element, number: $0.offset + 1)
    }
  }

  @Test func keepsDropsAndRepeatsTaggedLines() throws {
    let context = TemplateContext(
      values: ["Spy": "ASpy"], conditions: ["if yes": true, "if no": false],
      collections: ["method": [.init(values: ["method": "a"]), .init(values: ["method": "b"])]])
    let text = """
      class <#Spy#> {
        kept  // if yes
        dropped  // if no
        case <#method#>  // for each method
      }
      """
    #expect(
      try filling.render(lines(text), context) == [
        "class ASpy {", "  kept", "  case a", "  case b", "}",
      ])
  }

  @Test func namesWhatIsMissing() {
    let cases: [(String, String)] = [
      ("<#Missing#>", "T.swift:1: placeholder <#Missing#> has no value"),
      ("x  // if unknown", "T.swift:1: unknown condition 'if unknown'"),
      ("x  // for each thing", "T.swift:1: unknown collection 'thing'"),
      ("<#open", "T.swift:1: '<#' without '#>'"),
    ]
    for (text, expected) in cases {
      do {
        _ = try filling.render(lines(text), TemplateContext())
        Issue.record("rendered \(text)")
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
    _ = try covered.render(
      lines("a\nb  // if no\nc"), TemplateContext(conditions: ["if no": false]))
    #expect(covered.coverage?.lines == [1, 3])
  }
}

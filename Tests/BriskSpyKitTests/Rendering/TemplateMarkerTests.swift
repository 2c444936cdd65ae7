import Testing

@testable import BriskSpyKit

@Suite struct TemplateMarkerTests {
  @Test(arguments: [
    ("  // brisk:if throws", TemplateMarker.condition(TemplateTest(.throws))),
    ("// brisk:if !settable", .condition(TemplateTest(.settable, isNegated: true))),
    ("    // brisk:else", .otherwise),
    ("// brisk:end", .end),
    ("// brisk:each static-stub", .repetition(.staticStub)),
    ("  // brisk:member effectful-property", .member(.effectfulProperty)),
  ])
  func readsAMarkerOnALineOfItsOwn(_ line: String, _ marker: TemplateMarker) throws {
    let parsed = try #require(TemplateMarker.parse(line)).get()
    #expect(parsed.0 == marker)
    #expect(parsed.1 == .ownLine)
    #expect(marker.spelling == String(line.drop { $0 == " " }))
  }

  @Test func readsAMarkerAtTheEndOfALine() throws {
    let parsed = try #require(TemplateMarker.parse("    case <#method#>  // brisk:each method"))
      .get()
    #expect(parsed.0 == .repetition(.method))
    #expect(parsed.1 == .trailing(text: "    case <#method#>"))
  }

  @Test func otherCommentsAreText() {
    for line in ["  x = 1  // a note", "// if it throws", "  y // brisk:if throws", "// brisk"] {
      #expect(TemplateMarker.parse(line) == nil)
    }
  }

  @Test(arguments: [
    ("// brisk:iff throws", MarkerProblem.malformed),
    ("// brisk:spy", .malformed),
    ("// brisk:if", .malformed),
    ("// brisk:end now", .malformed),
    ("// brisk:if throws returns", .malformed),
    ("x  // brisk:if thrown", .unknownName("condition", "thrown")),
    ("// brisk:if !!throws", .unknownName("condition", "!!throws")),
    ("// brisk:each thing", .unknownName("collection", "thing")),
    ("// brisk:member getter", .unknownName("member kind", "getter")),
  ])
  func namesWhatItDoesNotKnow(_ line: String, _ problem: MarkerProblem) throws {
    let parsed = try #require(TemplateMarker.parse(line))
    #expect(throws: problem) { try parsed.get() }
  }

  @Test func everyConditionBelongsToTheSpyOrToAMember() {
    let member = TemplateCondition.property.union(TemplateCondition.method)
    #expect(TemplateCondition.spy.isDisjoint(with: member))
    #expect(TemplateCondition.spy.union(member) == Set(TemplateCondition.allCases))
    #expect(TemplateCondition.property.isSubset(of: TemplateCondition.method))
  }
}

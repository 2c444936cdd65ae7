import Testing

@testable import BriskSpyKit

@Suite struct SpyRendererTests {
  /// Every line of the protocol spy template, past the instructions for people, is written for
  /// at least one protocol of the corpus: no template line goes untested.
  @Test func theCorpusUsesEveryLineOfTheTemplate() throws {
    let text = try #require(TemplateFolder.text(of: SpyTemplate.fileName))
    let template = try SpyTemplate(text: text)
    let coverage = TemplateCoverage()
    let renderer = SpyRenderer(template: template, coverage: coverage)
    for testCase in CorpusTests.cases {
      let file = SourceParser.parse(try Repository.read(testCase.input))
      let plans = file.protocols.compactMap {
        try? SpyPlanner.plan($0, in: file, spyName: "S").get()
      }
      _ = try renderer.render(plans, imports: file.imports, origin: "x")
    }
    let unused = template.lines.filter { !$0.isBlank && !coverage.lines.contains($0.number) }
    #expect(unused.map { "\($0.number): \($0.text)" } == [])
  }

  @Test func theCorpusUsesEveryLineOfTheClassTemplate() throws {
    let text = try #require(TemplateFolder.text(of: SpyTemplate.classFileName))
    let template = try SpyTemplate(text: text, kind: .classSpy)
    let protocolTemplate = try SpyTemplate(
      text: try #require(TemplateFolder.text(of: SpyTemplate.fileName)))
    let coverage = TemplateCoverage()
    let renderer = SpyRenderer(
      template: protocolTemplate, classTemplate: template, classCoverage: coverage)
    for testCase in CorpusTests.cases {
      let file = SourceParser.parse(try Repository.read(testCase.input))
      let plans = file.classes.compactMap {
        try? SpyPlanner.plan($0, in: file, spyName: "S").get()
      }
      _ = try renderer.render(plans, imports: file.imports, origin: "x")
    }
    let unused = (template.spyHeader + template.sections.values.joined() + template.spyFooter)
      .flatMap(\.lines).filter { !$0.isBlank && !coverage.lines.contains($0.number) }
    #expect(unused.map { "\($0.number): \($0.text)" } == [])
  }

  @Test func writesTheSectionForEachKindOfMember() throws {
    let text = spy(
      for: """
        protocol P {
          var a: Int { get }
          static var b: Int { get }
          func c()
          static func d()
        }
        """)
    #expect(
      text.contains(
        "  // MARK: - a\n\n  /// What `a` returns; set it to stub it.\n  @Stubbed var a: Int = 0\n")
    )
    #expect(text.contains("  private static let bStub = UncheckedStubbed<Int>(wrappedValue: 0)"))
    #expect(text.contains("  func c() {\n    log.record(.c)"))
    #expect(text.contains("  static func d() {\n    staticLog.record(.d)"))
  }

  /// Every level fills exactly the conditions its sections may test, so a template whose
  /// markers parse never names a condition the renderer has no value for.
  @Test func eachLevelFillsTheConditionsItsSectionsMayTest() throws {
    let file = SourceParser.parse(
      """
      protocol P { var a: Int { get }; var b: Int { get async }; func c() throws -> Int; subscript(i: Int) -> Int { get } }
      class C { var d: Int = 0; func e() {}; class func f() {} }
      """)
    let renderer = try SpyRenderer.embedded(classes: true)
    let protocolPlan = try SpyPlanner.plan(file.protocols[0], in: file, spyName: "S").get()
    let classPlan = try SpyPlanner.plan(file.classes[0], in: file, spyName: "T").get()
    for plan in [protocolPlan, classPlan] {
      #expect(Set(renderer.context(for: plan).conditions.keys) == TemplateCondition.spy)
    }
    let protocolMembers = protocolPlan.members.map { renderer.context(for: $0) }
    let classMembers = classPlan.members.map { renderer.classContext(for: $0) }
    #expect(protocolMembers.map(\.0) == [.property, .effectfulProperty, .method, .subscript])
    #expect(classMembers.map(\.0) == [.property, .method, .classMethod])
    for (section, context) in protocolMembers {
      #expect(Set(context.conditions.keys) == section.conditions(in: .protocolSpy), "\(section)")
    }
    for (section, context) in classMembers {
      #expect(Set(context.conditions.keys) == section.conditions(in: .classSpy), "\(section)")
    }
  }

  @Test func theEmbeddedTemplateIsUsable() throws {
    #expect(
      try SpyRenderer.embedded().template.sections.count
        == SpyTemplate.Kind.protocolSpy.sections.count)
    #expect(try SpyRenderer.embedded().classTemplate == nil)
    #expect(try SpyRenderer.embedded(classes: true).classTemplate?.sections.count == 6)
  }
}

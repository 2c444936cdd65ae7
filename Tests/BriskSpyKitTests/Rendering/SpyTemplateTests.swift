import Testing

@testable import BriskSpyKit

@Suite struct SpyTemplateTests {
  @Test func splitsTheProtocolSpyTemplate() throws {
    let text = try #require(TemplateFolder.text(of: SpyTemplate.fileName))
    let template = try SpyTemplate(text: text)
    #expect(template.fileHeader.first?.text == "import BriskFixtures")
    #expect(template.spyHeader.first?.markKey == "Spy")
    #expect(template.spyFooter.map(\.text) == ["}"])
    for section in SpyTemplate.Section.required(in: SpyTemplate.fileName) {
      #expect(template.sections[section]?.first?.markKey.map(String.init) == section.rawValue)
      #expect(template.sections[section]?.last?.isBlank == false)
    }
  }

  @Test func splitsTheClassSpyTemplate() throws {
    let text = try #require(TemplateFolder.text(of: SpyTemplate.classFileName))
    let template = try SpyTemplate(text: text, name: SpyTemplate.classFileName)
    #expect(template.fileHeader.first?.text == "import BriskFixtures")
    #expect(template.spyHeader.first?.markKey == "Spy")
    #expect(template.spyFooter.map(\.text) == ["}"])
    #expect(
      Set(template.sections.keys) == [
        .property, .subscript, .method, .genericResultMethod, .classMethod, .classProperty,
      ])
  }

  @Test func aClassTemplateWithoutItsSectionsIsNamed() {
    let text = "import BriskFixtures\n\n// MARK: - Spy: S\nfinal class S {\n}\n"
    #expect(
      throws: TemplateError(
        template: "ClassSpy.swift", line: 0, message: "missing section 'Each property'")
    ) {
      try SpyTemplate(text: text, name: SpyTemplate.classFileName)
    }
  }

  @Test func reportsAMalformedTemplate() {
    let cases = [
      ("// only instructions\n", "expected a '// MARK: - Spy:' line and the spy's closing '}'"),
      (
        "import A\n// MARK: - Spy: x\nclass X {\n  // MARK: - Each thing: y\n}\n",
        "unknown section 'Each thing'"
      ),
      (
        "import A\n// MARK: - Spy: x\nclass X {\n  // MARK: - Each method: y\n}\n",
        "missing section 'Each property'"
      ),
    ]
    for (text, message) in cases {
      do {
        _ = try SpyTemplate(text: text)
        Issue.record("accepted \(text)")
      } catch {
        #expect(error.message == message)
      }
    }
  }
}

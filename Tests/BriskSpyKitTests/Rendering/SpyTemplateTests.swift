import Testing

@testable import BriskSpyKit

@Suite struct SpyTemplateTests {
  @Test func splitsTheProtocolSpyTemplate() throws {
    let text = try #require(TemplateFolder.text(of: SpyTemplate.fileName))
    let template = try SpyTemplate(text: text)
    #expect(template.fileHeader.first?.lines.first?.text == "import BriskFixtures")
    #expect(template.spyHeader.first?.lines.first?.text == "// MARK: - <#Spy#>")
    #expect(template.spyFooter.flatMap(\.lines).map(\.text) == ["}"])
    #expect(Set(template.sections.keys) == Set(SpyTemplate.Kind.protocolSpy.sections))
    for section in SpyTemplate.Kind.protocolSpy.sections {
      #expect(
        template.sections[section]?.first?.lines.first?.text.hasPrefix("  // MARK: - <#") == true)
      #expect(template.sections[section]?.last?.isBlank == false)
    }
  }

  @Test func splitsTheClassSpyTemplate() throws {
    let text = try #require(TemplateFolder.text(of: SpyTemplate.classFileName))
    let template = try SpyTemplate(text: text, kind: .classSpy)
    #expect(template.fileHeader.first?.lines.first?.text == "import BriskFixtures")
    #expect(template.spyFooter.flatMap(\.lines).map(\.text) == ["}"])
    #expect(
      Set(template.sections.keys) == [
        .property, .subscript, .method, .genericResultMethod, .classMethod, .classProperty,
      ])
  }

  /// A small template with every section of a class spy, around `spy`, the spy's header.
  private static func classTemplate(spy: String, after: String = "") -> String {
    let sections = SpyTemplate.Kind.classSpy.sections.map {
      "  // brisk:member \($0.rawValue)\n  // MARK: - x\n  // brisk:end\n"
    }
    return "// For people.\n\nimport BriskFixtures\n\n// brisk:each spy\n\(spy)\n"
      + sections.joined(separator: "\n") + "}\n// brisk:end\n" + after
  }

  @Test func readsBlocksAndTrailingMarkers() throws {
    let template = try SpyTemplate(
      text: Self.classTemplate(
        spy: """
          // brisk:if sendable
          final class <#Spy#>: <#Class#>, @unchecked Sendable {
          // brisk:else
          final class <#Spy#>: <#Class#> {  // brisk:if !main-actor
          // brisk:end
            case <#method#>  // brisk:each method
          """), kind: .classSpy)
    #expect(
      template.spyHeader == [
        .condition(
          TemplateTest(.sendable),
          then: [
            .line(TemplateLine("final class <#Spy#>: <#Class#>, @unchecked Sendable {", number: 7))
          ],
          otherwise: [
            .condition(
              TemplateTest(.mainActor, isNegated: true),
              then: [.line(TemplateLine("final class <#Spy#>: <#Class#> {", number: 9))],
              otherwise: [], marker: 9)
          ], marker: 6),
        .repetition(
          .method, body: [.line(TemplateLine("  case <#method#>", number: 11))], marker: 11),
      ])
  }

  @Test(arguments: [
    (
      "// brisk:if throws\nx\n// brisk:end",
      "ClassSpy.swift:6: condition 'throws' does not apply in the spy's header"
    ),
    (
      "// brisk:each import\nx\n// brisk:end",
      "ClassSpy.swift:6: collection 'import' does not apply in the spy's header"
    ),
    (
      "// brisk:if sendable\nx",
      "ClassSpy.swift:8: '// brisk:member property' inside the '// brisk:if sendable' of line 6"
    ),
    ("// brisk:else", "ClassSpy.swift:6: '// brisk:else' inside the '// brisk:each spy' of line 5"),
    (
      "// brisk:if sendable\n// brisk:else\n// brisk:else\n// brisk:end",
      "ClassSpy.swift:8: '// brisk:else' inside the '// brisk:if sendable' of line 6"
    ),
    (
      "// brisk:iff sendable",
      "ClassSpy.swift:6: unknown marker '// brisk:iff sendable'; the markers are // brisk:if NAME, // brisk:else, // brisk:end, // brisk:each NAME and // brisk:member KIND"
    ),
    (
      "x  // brisk:if sendible",
      "ClassSpy.swift:6: unknown condition 'sendible' in '// brisk:if sendible'"
    ),
    ("x  // brisk:end", "ClassSpy.swift:6: '// brisk:end' must stand on a line of its own"),
    (
      "// brisk:member property",
      "ClassSpy.swift:7: '// brisk:member property' inside the '// brisk:member property' of line 6"
    ),
    (
      "// brisk:member initializer\n// brisk:end",
      "ClassSpy.swift:6: member kind 'initializer' is not one of ClassSpy.swift's"
    ),
    (
      "// brisk:member property\n// brisk:end",
      "ClassSpy.swift:8: a second '// brisk:member property'"
    ),
    (
      "// brisk:each spy",
      "ClassSpy.swift:6: '// brisk:each spy' inside the '// brisk:each spy' of line 5"
    ),
  ])
  func namesTheLineOfAMarkerThatIsWrong(_ spy: String, _ message: String) {
    #expect(throws: TemplateError.self) {
      try SpyTemplate(text: Self.classTemplate(spy: spy), kind: .classSpy)
    }
    do {
      _ = try SpyTemplate(text: Self.classTemplate(spy: spy), kind: .classSpy)
    } catch {
      #expect(error.description == "Templates/" + message)
    }
  }

  @Test func namesWhatIsWrongAroundTheSpy() {
    let sections = "  // brisk:member property\n  // brisk:end\n"
    let cases = [
      ("// only instructions\n", "Templates/ClassSpy.swift: expected a '// brisk:each spy' block"),
      ("import A\n// brisk:end\n", "Templates/ClassSpy.swift:2: '// brisk:end' closes no block"),
      (
        "import A\n// brisk:member method\n",
        "Templates/ClassSpy.swift:2: '// brisk:member method' outside the '// brisk:each spy' block"
      ),
      (
        "import A\n// brisk:each spy\n\(sections)x\n\(sections)// brisk:end\n",
        "Templates/ClassSpy.swift:5: a line between member sections belongs to none of them"
      ),
      (
        "import A\n// brisk:each spy\n\(sections)}\n// brisk:end\nx\n",
        "Templates/ClassSpy.swift:7: a line after the spy's '// brisk:end' belongs to no part"
      ),
      (
        "import A\n// brisk:each spy\n\(sections)}\n// brisk:end\n",
        "Templates/ClassSpy.swift: missing '// brisk:member subscript'"
      ),
      (
        "import A\n// brisk:each spy\n}\n",
        "Templates/ClassSpy.swift:2: '// brisk:each spy' is never closed with '// brisk:end'"
      ),
    ]
    for (text, message) in cases {
      do {
        _ = try SpyTemplate(text: text, kind: .classSpy)
        Issue.record("accepted \(text)")
      } catch {
        #expect(error.description == message)
      }
    }
  }

  @Test func aMemberSectionMayTestItsMembersConditions() throws {
    let property =
      "  // brisk:member property\n  x  // brisk:if settable\n  y  // brisk:if throws\n"
      + "  // brisk:end\n"
    let text = "import A\n// brisk:each spy\n\(property)}\n// brisk:end\n"
    do {
      _ = try SpyTemplate(text: text, kind: .protocolSpy)
      Issue.record("accepted a stored property's 'throws'")
    } catch {
      #expect(
        error.description
          == "Templates/ProtocolSpy.swift:5: condition 'throws' does not apply in a property section"
      )
    }
  }
}

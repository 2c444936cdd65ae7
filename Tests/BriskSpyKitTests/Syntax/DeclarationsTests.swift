import Testing

@testable import BriskSpyKit

@Suite struct DeclarationsTests {
  private let origin = SourcePosition(line: 1, column: 1)

  @Test func methodsShowTheirLabels() {
    var method = MethodSyntax(name: "show", position: origin)
    method.parameters = [
      ParameterSyntax(
        label: nil, name: "item", type: .named("Item", arguments: []), position: origin),
      ParameterSyntax(
        label: "animated", name: "animated", type: .named("Bool", arguments: []), position: origin),
    ]
    #expect(method.displayName == "show(_:animated:)")
    #expect(!method.isStatic)
    method.modifiers = ["class"]
    #expect(method.isStatic)
  }

  @Test func propertiesAreStaticWithStaticOrClass() {
    var property = PropertySyntax(
      name: "shared", position: origin, type: .named("Int", arguments: []), isSettable: false)
    #expect(!property.isStatic)
    property.modifiers = ["static"]
    #expect(property.isStatic)
  }

  @Test func attributesPrintAsWritten() {
    #expect(AttributeSyntax(name: "MainActor", position: origin).text == "@MainActor")
    #expect(
      AttributeSyntax(name: "available", arguments: "(iOS 15, *)", position: origin).text
        == "@available(iOS 15, *)")
  }
}

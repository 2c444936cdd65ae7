import Testing

@testable import BriskSpyKit

@Suite struct TypeAnalysisTests {
  @Test func coreLooksThroughAttributesSpecifiersAndParentheses() throws {
    #expect(try parseType("@escaping (inout ((Int)))").core == .named("Int", arguments: []))
    #expect(
      try parseType("@escaping @Sendable () -> Void").attributes == ["@escaping", "@Sendable"])
    #expect(try parseType("inout sending Int").specifiers == ["inout", "sending"])
  }

  @Test func optionalsAndVoid() throws {
    for text in ["Int?", "Int!", "Optional<Int>", "(Int?)"] {
      #expect(try parseType(text).isOptional, "\(text)")
    }
    #expect(try !parseType("[Int?]").isOptional)
    #expect(try parseType("Void").isVoid)
    #expect(try parseType("()").isVoid)
    #expect(try !parseType("(Int)").isVoid)
  }

  @Test func functionTypesThroughAliases() throws {
    let aliases = [
      "Done": TypeAliasSyntax(type: try parseType("(Bool) -> Void")),
      "Again": TypeAliasSyntax(type: try parseType("Done")),
      "Loop": TypeAliasSyntax(type: try parseType("Loop")),
      "Completion": TypeAliasSyntax(
        genericParameters: ["T"], type: try parseType("(Result<T, any Error>) -> Void")),
    ]
    #expect(
      try parseType("@escaping Again").functionType(aliases: aliases)?.result
        == .named("Void", arguments: []))
    #expect(try parseType("Loop").functionType(aliases: aliases) == nil)
    #expect(try parseType("Int").functionType(aliases: aliases) == nil)
    #expect(
      try parseType("Completion<[User]>").functionType(aliases: aliases)?.description
        == "(Result<[User], any Error>) -> Void")
    // A use with the wrong number of arguments is not the alias.
    #expect(try parseType("Completion").functionType(aliases: aliases) == nil)
    #expect(try parseType("Done<Int>").functionType(aliases: aliases) == nil)
  }

  @Test func selfBecomesTheSpy() throws {
    #expect(
      try parseType("[Self: (Self) -> Self?]").replacingSelf(with: "NodeSpy").description
        == "[NodeSpy: (NodeSpy) -> NodeSpy?]")
    #expect(try parseType("Self.Element").replacingSelf(with: "S").description == "Element")
    #expect(try parseType("Self.Type").replacingSelf(with: "S").description == "S.Type")
  }

  @Test func storedFormsDropWhatCannotBeStored() throws {
    #expect(try parseType("inout Int").storedForm.description == "Int")
    #expect(
      try parseType("@escaping @Sendable () -> Void").storedForm.description
        == "@Sendable () -> Void")
    #expect(try parseType("@autoclosure @escaping () -> Int").storedForm.description == "() -> Int")
    #expect(try parseType("String!").storedForm.description == "String?")
    #expect(try parseType("@autoclosure () -> Int").withoutAutoclosure.description == "() -> Int")
    #expect(try parseType("Int!").withoutAutoclosure.description == "Int?")
  }

  @Test func containsSearchesEveryPart() throws {
    let type = try parseType("(Int, [String: some View]) -> Void")
    #expect(type.contains { if case .opaque = $0 { true } else { false } })
    #expect(!type.contains { $0 == .named("Double", arguments: []) })
  }

  @Test func existentialFormWritesEachOpaqueTypeAsAnExistential() throws {
    #expect(
      try parseType("some Collection<URL>").existentialForm.description == "any Collection<URL>")
    #expect(
      try parseType("some P & Sendable").existentialForm.description == "any P & Sendable")
    #expect(
      try parseType("(some Hashable)?").existentialForm.description == "(any Hashable)?")
    #expect(try parseType("[some Hashable]").existentialForm.description == "[any Hashable]")
    #expect(try parseType("any Sequence<Int>").existentialForm.description == "any Sequence<Int>")
  }
}

import Testing

@testable import BriskSpyKit

@Suite struct GenericPlanningTests {
  @Test func typesThatUseAGenericParameterAreKeptAsAny() throws {
    let generics: Set<String> = ["T"]
    #expect(try parseType("T").erasingGenerics(generics).description == "Any")
    #expect(try parseType("[T]?").erasingGenerics(generics).description == "Any")
    #expect(try parseType("T.Type").erasingGenerics(generics).description == "Any.Type")
    #expect(try parseType("@escaping (T) -> Void").erasingGenerics(generics).description == "Any")
    #expect(try parseType("[Int]").erasingGenerics(generics).description == "[Int]")
    #expect(try parseType("Result<T.ID, any Error>").mentions(generics))
    #expect(try !parseType("Tree").mentions(generics))
    #expect(try !parseType("T").mentions([]))
  }

  @Test func unwrappedDropsOneOptional() throws {
    #expect(try parseType("T?").unwrapped.description == "T")
    #expect(try parseType("Optional<[T]>").unwrapped.description == "[T]")
    #expect(try parseType("T").unwrapped.description == "T")
  }

  @Test func aGenericMethodRecordsTypesAndCastsItsResult() throws {
    let spy = try plan(
      "protocol P { func load<T: Decodable>(_ id: Int, as type: T.Type) async throws -> T where T: Sendable }"
    ).get()
    let method = try #require(spy.methods.first)
    #expect(
      method.signature.singleLine
        == "load<T: Decodable>(_ id: Int, as type: T.Type) async throws -> T where T: Sendable")
    #expect(method.argumentsType == "(id: Int, type: Any.Type, T: String)")
    #expect(method.argumentsValue == #"(id: id, type: type, T: "\(T.self)")"#)
    #expect(method.handlerType == "(Int, Any.Type, Any.Type) async throws -> Any")
    #expect(method.handlerArguments == "id, type, T.self")
    #expect(method.returnStubType == "Any?")
    #expect(method.genericResultType == "T")
    #expect(method.returnBehaviour == .throwsError)
  }

  @Test func aGenericResultFallsBackLikeAnyOther() throws {
    let spy = try plan(
      """
      protocol P {
        func first<T>() -> T?
        func all<T>() -> [T]
        func log<T>(_ value: T) -> Bool
      }
      """
    ).get()
    #expect(
      spy.methods.map(\.returnBehaviour) == [
        .optional, .defaultValue("[]"), .defaultValue("false"),
      ])
    #expect(spy.methods.map(\.genericResultType) == ["T", "[T]", nil])
    #expect(spy.methods[2].argumentsType == "(value: Any, T: String)")
  }

  @Test(arguments: [
    (
      "protocol P { func make<T>() -> T }",
      "1:19: generic method make() returns T, for which a spy has no value when a test stubs none "
        + "or one of another type; make it throw or return an optional"
    ),
    (
      "protocol P { func f<T>(_ x: inout T) }",
      "1:24: inout parameters of a generic type are not supported (f(_:))"
    ),
    (
      "protocol P { func f<T>(_ body: () -> T) }",
      "1:24: non-escaping closures that use a generic parameter are not supported (f(_:))"
    ),
    (
      "protocol P { func f<T>(T: T) }",
      "1:21: generic parameter T has the name of a parameter, which the call log needs for its "
        + "type (f(T:))"
    ),
    ("protocol P { func f<each T>() }", "1:19: parameter packs are not supported (f())"),
  ])
  func refusesWhatItCannotSpyOn(_ source: String, _ expected: String) {
    #expect(planProblems(source) == [expected])
  }
}

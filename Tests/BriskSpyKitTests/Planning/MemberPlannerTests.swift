import Testing

@testable import BriskSpyKit

@Suite struct MemberPlannerTests {
  private func method(_ declaration: String, in header: String = "protocol P") -> MethodPlan? {
    plannedMethods("\(header) { \(declaration) }").first
  }

  private func property(_ declaration: String) -> PropertyPlan? {
    guard
      case .property(let property) = (try? plan("protocol P { \(declaration) }").get())?.members
        .first
    else { return nil }
    return property
  }

  @Test(arguments: [
    ("func f()", ReturnBehaviour.none),
    ("func f() -> Void", .none),
    ("func f() -> User?", .optional),
    ("func f() -> User!", .optional),
    ("func f() -> Bool", .defaultValue("false")),
    ("func f() -> [String: Int]", .defaultValue("[:]")),
    ("func f() -> Self", .defaultValue("self")),
    ("func f() throws -> User", .throwsError),
    ("func f() async throws -> User", .throwsError),
    ("func f() throws(E) -> User", .setInInit),
    ("func f() rethrows -> User", .setInInit),
    ("func f() -> User", .setInInit),
    ("static func f() throws -> User", .throwsError),
  ])
  func unstubbedCallsAnswerAsTheTypeAllows(_ declaration: String, _ behaviour: ReturnBehaviour) {
    #expect(method(declaration)?.returnBehaviour == behaviour)
  }

  @Test func stubTypesAreOptionalUnlessSetInInit() {
    #expect(method("func f() -> User")?.returnStubType == "User")
    #expect(method("func f() throws -> User")?.returnStubType == "User?")
    #expect(method("func f() -> User!")?.returnStubType == "User?")
    #expect(method("func f() -> User!")?.returnType == "User!")
    #expect(method("func f() -> () -> Void")?.returnStubType == "() -> Void")
    #expect(method("func f() throws -> any P & Q")?.returnStubType == "(any P & Q)?")
  }

  @Test func handlersMatchTheMethod() {
    #expect(
      method("func f(_ a: Int) async throws -> User")?.handlerType == "(Int) async throws -> User")
    #expect(method("func f() throws(E)")?.handlerType == "() throws(E) -> Void")
    #expect(
      method("func f(_ x: () throws -> Void) rethrows")?.handlerType
        == "(() throws -> Void) -> Void")
    #expect(method("func f() -> Int!")?.handlerType == "() -> Int?")
    #expect(method("func f()", in: "protocol P: Sendable")?.handlerType == "@Sendable () -> Void")
    #expect(method("func f()", in: "@MainActor protocol P")?.handlerType == "() -> Void")
    #expect(method("func f() async throws")?.handlerCallEffects == "try await ")
    #expect(method("func f(_ x: () throws -> Void) rethrows")?.handlerCallEffects == "")
  }

  @Test func errorStubsHaveTheThrownType() {
    #expect(method("func f() throws")?.errorStubType == "(any Error)?")
    #expect(method("func f() throws(ParseFailure)")?.errorStubType == "ParseFailure?")
    #expect(method("func f() rethrows")?.errorStubType == nil)
  }

  @Test func argumentsAreRecordedAsOneValueOrATuple() {
    #expect(method("func f()")?.argumentsType == "Void")
    #expect(method("func f()")?.argumentsValue == "()")
    #expect(method("func f(_ x: () -> Void)")?.argumentsType == "Void")
    #expect(method("func f(id: Int)")?.argumentsType == "Int")
    #expect(method("func f(id: Int)")?.argumentsValue == "id")
    #expect(method("func f(id: Int, in name: String)")?.argumentsType == "(id: Int, name: String)")
    #expect(method("func f(id: Int, in name: String)")?.argumentsValue == "(id: id, name: name)")
  }

  @Test func keepsOnlyAttributesThatMatter() {
    #expect(
      method(
        "@discardableResult @MainActor @available(*, deprecated) @preconcurrency func f() -> Int")?
        .attributes == "@discardableResult @MainActor ")
  }

  @Test func propertiesGetADefaultOrComeFromInit() {
    #expect(property("var a: Int { get }")?.value == .defaultValue("0"))
    #expect(property("var a: User? { get set }")?.value == .defaultValue("nil"))
    #expect(property("var a: User { get }")?.value == .setInInit)
    #expect(property("var a: User { get set }")?.isSettable == true)
    #expect(property("static var a: [Int] { get }")?.isStatic == true)
    #expect(property("var `default`: Int { get }")?.name == "default")
  }

  @Test(arguments: [
    (
      "@MainActor protocol P { nonisolated func f() -> User }",
      "1:42: nonisolated method f() returns User, for which a spy cannot make up a value before a "
        + "test stubs it; make it optional or throwing"
    ),
    (
      "@MainActor protocol P { nonisolated var a: User { get } }",
      "1:41: nonisolated property a has type User, for which a spy cannot make up a default value; "
        + "make it optional"
    ),
    (
      "@MainActor protocol P { nonisolated subscript(i: Int) -> Int { get } }",
      "1:37: nonisolated subscripts of a @MainActor protocol are not supported (subscript(_:))"
    ),
    (
      "@MainActor protocol P { nonisolated func f<T>() -> T? }",
      "1:42: nonisolated methods with a generic result of a @MainActor protocol are not supported "
        + "(f())"
    ),
    (
      "protocol P: Actor { nonisolated func f() }",
      "1:38: nonisolated requirements of an actor protocol are not supported (f())"
    ),
    (
      "protocol P { @DatabaseActor func f() }",
      "1:14: global actors other than @MainActor are not supported (@DatabaseActor)"
    ),
    ("protocol P { func f() -> some View }", "1:19: opaque result types are not supported (f())"),
    (
      "protocol P { func f(_ x: inout some View) }",
      "1:21: inout parameters of an opaque type (some …) are not supported (f(_:))"
    ),
    (
      "protocol P { func f(_ x: consuming Data) }",
      "1:21: consuming parameters are not supported (f(_:))"
    ),
    (
      "protocol P { func f<each T>(_ x: repeat each T) }",
      "1:29: parameter packs are not supported (f(_:))"
    ),
    (
      "protocol P { func f(_ x: borrowing Data) }",
      "1:21: borrowing parameters are not supported (f(_:))"
    ),
    (
      "protocol P { static func f() -> User }",
      "1:26: static method f() returns User, for which a spy cannot make up a value before a test stubs it"
    ),
    (
      "protocol P { static var a: User { get } }",
      "1:25: static property a has type User, for which a spy cannot make up a default value"
    ),
    (
      "protocol P { var a: Self { get } }",
      "1:18: property a has type Self, which a spy cannot store"
    ),
    (
      "protocol P { var line: User { get } }",
      "1:18: property line would clash with the spy's init parameter line"
    ),
    (
      "protocol P { static var a: Int { get async } }",
      "1:25: static properties with async or throwing getters are not supported (a)"
    ),
    (
      "protocol P { func `load all`() }",
      "1:19: raw identifiers such as `load all` are not supported (load all())"
    ),
    (
      "protocol P { func f(_ `new value`: Int) }",
      "1:21: raw identifiers such as `new value` are not supported (f(_:))"
    ),
    (
      "protocol P { var `2nd`: Int { get } }",
      "1:18: raw identifiers such as `2nd` are not supported (2nd)"
    ),
    (
      "protocol P { func make() -> sending Box }",
      "1:19: methods that return a sending value are not supported (make())"
    ),
  ])
  func reportsWhatItCannotSpyOn(_ source: String, _ expected: String) {
    #expect(planProblems(source) == [expected])
  }

  @Test func reportsEveryProblemOfAParameter() {
    #expect(
      planProblems("protocol P { func f(_ x: borrowing ~Copyable) }") == [
        "1:21: borrowing parameters are not supported (f(_:))",
        "1:21: noncopyable types (~Copyable) are not supported (f(_:))",
      ])
  }
}

import Testing

@testable import BriskSpyKit

@Suite struct MemberParserTests {
  private func methods(_ body: String) -> [MethodSyntax] {
    parseProtocol("protocol P {\n\(body)\n}")?.members.compactMap {
      if case .method(let method) = $0 { method } else { nil }
    } ?? []
  }

  private func properties(_ body: String) -> [PropertySyntax] {
    parseProtocol("protocol P {\n\(body)\n}")?.members.compactMap {
      if case .property(let property) = $0 { property } else { nil }
    } ?? []
  }

  @Test func readsAMethodWithEverything() throws {
    let method = try #require(
      methods(
        "@discardableResult static func load(_ id: Int, into store: inout Store, _: String...) async throws -> [User]"
      ).first)
    #expect(method.name == "load")
    #expect(method.attributes.map(\.name) == ["discardableResult"])
    #expect(method.modifiers == ["static"])
    #expect(method.parameters.map(\.label) == [nil, "into", nil])
    #expect(method.parameters.map(\.name) == ["id", "store", nil])
    #expect(method.parameters.map(\.isVariadic) == [false, false, true])
    #expect(method.parameters[1].type == .specified("inout", .named("Store", arguments: [])))
    #expect(method.isAsync)
    #expect(method.throwing == .untyped)
    #expect(method.result == .array(.named("User", arguments: [])))
    #expect(method.displayName == "load(_:into:_:)")
    #expect(method.position == SourcePosition(line: 2, column: 32))
  }

  @Test func labelWithoutNameAndBacktickedNames() throws {
    let method = try #require(methods("func `default`(for _: Int, `in` value: Int)").first)
    #expect(method.name == "default")
    #expect(method.parameters.map(\.label) == ["for", "in"])
    #expect(method.parameters.map(\.name) == [nil, "value"])
  }

  @Test func readsProperties() {
    let read = properties(
      "var a: Int { get }\nvar b: String? { set get }\nstatic var c: Bool { get }")
    #expect(read.map(\.name) == ["a", "b", "c"])
    #expect(read.map(\.isSettable) == [false, true, false])
    #expect(read.map(\.isStatic) == [false, false, true])
    #expect(properties("var d: Int { mutating get nonmutating set }").first?.isSettable == true)
    #expect(properties("var e: Int { get async throws }").first?.hasEffectfulGetter == true)
    #expect(properties("var f: Int { get throws }").first?.hasEffectfulGetter == true)
  }

  @Test func typeAliasesAreKept() {
    let protocolSyntax = parseProtocol("protocol P { typealias Done = (Bool) -> Void }")
    #expect(protocolSyntax?.typeAliases["Done"]?.description == "(Bool) -> Void")
    #expect(protocolSyntax?.members.isEmpty == true)
  }

  @Test func genericTypeAliasesKeepTheirParameters() throws {
    let protocolSyntax = try #require(
      parseProtocol(
        """
        protocol P {
          typealias Completion<T> = (Result<T, Error>) -> Void
          typealias Pair<A: Hashable, B> = [A: B] where B: Sendable
          func load(completion: @escaping Completion<Int>)
        }
        """))
    #expect(protocolSyntax.problems.isEmpty)
    #expect(protocolSyntax.typeAliases["Completion"]?.genericParameters == ["T"])
    #expect(protocolSyntax.typeAliases["Completion"]?.description == "(Result<T, Error>) -> Void")
    #expect(protocolSyntax.typeAliases["Pair"]?.genericParameters == ["A", "B"])
    #expect(protocolSyntax.members.count == 1)
  }

  @Test func modifiersWithArgumentsAndSemicolons() {
    let read = methods("nonisolated(unsafe) func a(); mutating func b()")
    #expect(read.map(\.name) == ["a", "b"])
    #expect(read.map(\.modifiers) == [["nonisolated"], ["mutating"]])
  }

  @Test(arguments: [
    ("associatedtype", "3:1: expected an associated type name, found '}'"),
    ("associatedtype Item:", "3:1: expected a type, found '}'"),
    ("func decode<>(_ value: T) -> T", "2:13: expected a generic parameter name, found '>'"),
    ("func decode<T U>(_ value: T) -> T", "2:15: expected '>' after generic parameters, found 'U'"),
    ("subscript<T>(i: T) -> Int { get }", "2:10: generic subscripts are not supported"),
    (
      "subscript(i: Int) -> Int { get async }",
      "2:32: subscripts with async or throwing getters are not supported (subscript(_:))"
    ),
    ("subscript(i: Int) -> Int { set }", "2:1: subscript(_:) needs a getter"),
    (
      "subscript(i: Int) -> Int",
      "3:1: expected '{' before the accessors of subscript(_:), found '}'"
    ),
    ("init<T>(value: T)", "2:5: generic initializers are not supported"),
    (
      "init(x: Int) where Self: AnyObject",
      "2:14: where clauses on initializers are not supported (init(x:))"
    ),
    (
      "static func == (a: Self, b: Self) -> Bool",
      "2:13: operator requirements are not supported (func ==)"
    ),
    ("func f<T>() where T", "3:1: expected ':' or '==' in a where clause, found '}'"),
    ("func f(x: Int = 1)", "2:15: a protocol requirement cannot have default arguments"),
    ("func f() {}", "2:10: a protocol requirement cannot have a body (f())"),
    ("let x: Int", "2:1: a protocol declares properties with 'var', not 'let'"),
    ("var x: Int", "2:5: property x needs { get } or { get set }"),
    ("var x: Int { set }", "2:5: property x needs a getter"),
    ("var x: Int { get willSet }", "2:18: expected 'get' or 'set' in property x, found 'willSet'"),
    ("case one", "2:1: expected a requirement, found 'case'"),
    ("typealias = Int", "2:11: expected a type alias name, found '='"),
    ("typealias A<T> Int", "2:16: expected '=' after typealias A, found 'Int'"),
    ("typealias A<> = Int", "2:13: expected a generic parameter name, found '>'"),
    ("func reload() reasync", "2:15: reasync methods are not supported"),
    ("#if os(iOS)\nfunc a()", "2:1: its #if has no #endif before the closing '}'"),
    ("func (x: Int)", "2:6: operator requirements are not supported (func )"),
    ("func f(: Int)", "2:8: expected a parameter name, found ':'"),
    ("func f(x Int)", "2:13: expected ':' after parameter x, found ')'"),
    ("var : Int { get }", "2:5: expected a property name, found ':'"),
  ])
  func reportsWhatItCannotRead(_ body: String, _ expected: String) {
    #expect(problems(in: "protocol P {\n\(body)\n}") == [expected])
  }

  @Test func keepsReadingAfterAProblem() {
    let source = """
      protocol P {
        func decode<>(_ value: T) -> T
        func a()
        subscript<T>(i: T) -> Int { get }
        var b: Int { get }
        func c(x: Int = 1, y: Int)
        func d()
      }
      """
    let protocolSyntax = parseProtocol(source)
    #expect(protocolSyntax?.problems.count == 3)
    #expect(protocolSyntax?.members.count == 3)
  }

  @Test func readsAssociatedTypesWithConstraintsDefaultsAndWhereClauses() throws {
    let protocolSyntax = try #require(
      parseProtocol(
        """
        protocol Repository {
          associatedtype Item: Identifiable, Sendable = Never where Item.ID == Int
          associatedtype Cursor
        }
        """))
    #expect(protocolSyntax.associatedTypes.map(\.name) == ["Item", "Cursor"])
    #expect(
      protocolSyntax.associatedTypes.map { $0.constraint?.description } == [
        "Identifiable & Sendable", nil,
      ])
    #expect(protocolSyntax.associatedTypes[0].whereClause == ["Item.ID == Int"])
    #expect(protocolSyntax.associatedTypes[1].position == SourcePosition(line: 3, column: 18))
    #expect(protocolSyntax.problems.isEmpty)
  }
}

import Testing

@testable import BriskSpyKit

@Suite struct ClassParserTests {
  private func parseClass(_ source: String) throws -> TypeDeclarationSyntax {
    try #require(SourceParser.parse(source).classes.first)
  }

  @Test func readsWhatASubclassCanOverride() throws {
    let classSyntax = try parseClass(
      """
      @MainActor
      open class Client: Base, @unchecked Sendable {
        var timeout: Double = 30
        var count = 0
        var name: String { "x" }
        var title: String {
          get { "t" }
          set { print(newValue) }
        }
        var observed: Int = 0 {
          didSet { print(observed) }
        }
        lazy var cache: [String: Int] = { [:] }()
        var token: String {
          get async throws { "t" }
        }
        init(a: Int) { print(a) }
        required init() {}
        deinit {}
        func load(id: Int = 3, _ names: [String] = ["a", "b"]) async throws -> String {
          if id > 0 { return "{" }
          return "}"
        }
        class func make() -> Client { Client() }
        struct Nested { func ignored() {} }
      }
      """)
    #expect(classSyntax.asClass?.isFinal == false)
    #expect(parseProtocol("protocol P { func a() }")?.asClass == nil)
    #expect(classSyntax.attributes.map(\.name) == ["MainActor"])
    #expect(classSyntax.inherited.map(\.type.description) == ["Base", "@unchecked Sendable"])
    let members = classSyntax.members.map { member -> String in
      switch member {
      case .property(let property):
        "var \(property.name): \(property.type) \(property.isSettable ? "get set" : "get")"
          + (property.hasEffectfulGetter ? " effects" : "")
      case .method(let method):
        "func \(method.displayName) "
          + method.parameters.map { $0.defaultValue ?? "-" }.joined(separator: " ")
      }
    }
    #expect(
      members == [
        "var timeout: Double get set", "var count: Int get set", "var name: String get",
        "var title: String get set", "var observed: Int get set",
        "var cache: [String: Int] get set", "var token: String get effects",
        "func load(id:_:) 3 [\"a\", \"b\"]", "func make() ",
      ])
    #expect(classSyntax.asClass?.notOverridden == [])
    #expect(classSyntax.problems == [])
  }

  @Test func namesWhatASubclassCannotOverride() throws {
    let classSyntax = try parseClass(
      """
      final class Store {
        let id: Int
        private(set) var count: Int = 0
        final var name: String { "" }
        static var shared: Store { Store() }
        private func sign() {}
        fileprivate func hash() -> Int { 0 }
        var inferred = Date()
        class subscript(key: String) -> Int { 0 }
        subscript<T>(value: T) -> T { value }
        subscript(index: Int) -> Int { get async { index } }
        private subscript(row: Int) -> Int { row }
      }
      """)
    #expect(classSyntax.asClass?.isFinal == true)
    #expect(
      classSyntax.asClass?.notOverridden.map { "\($0.name): \($0.reason)" } == [
        "id: let properties cannot be overridden",
        "count: its setter is private(set), so a subclass cannot override it",
        "name: it is final",
        "shared: static members cannot be overridden",
        "sign(): it is private, so a subclass in another file cannot see it",
        "hash(): it is fileprivate, so a subclass in another file cannot see it",
        "inferred: it has no type annotation, which its override needs",
        "subscript(_:): class subscripts are not recorded; override it by hand",
        "subscript(_:): generic subscripts are not recorded; override it by hand",
        "subscript(_:): subscripts with async or throwing getters are not recorded; override it "
          + "by hand",
        "subscript(_:): it is private, so a subclass in another file cannot see it",
      ])
    #expect(classSyntax.members.isEmpty)
  }

  @Test func reportsWhatItCannotRead() {
    let cases = [
      (
        "class C<T> {}",
        "1:8: generic classes are not supported; write the spy by hand from "
          + "`brisk templates show class-spy`"
      ),
      ("class C {\n  func f()", "1:7: its closing '}' is missing"),
      ("class C", "1:8: expected '{' after its declaration, found the end of the file"),
      ("class C {\n  func +(a: C) {}\n}", "2:8: operator requirements are not supported (func +)"),
    ]
    for (source, expected) in cases {
      let problems = SourceParser.parse(source).classes.flatMap(\.problems).map {
        "\($0.position): \($0.reason)"
      }
      #expect(problems.first == expected, "\(source)")
    }
  }

  @Test func protocolsNestedInAClassAreStillFound() {
    let file = SourceParser.parse(
      """
      class Checkout {
        protocol Delegate { func done() }
        func start() {}
      }
      """)
    #expect(file.protocols.map(\.name) == ["Checkout.Delegate"])
    #expect(file.classes.map(\.name) == ["Checkout"])
    #expect(file.classNamed("Checkout")?.members.count == 1)
  }

  @Test func literalsGiveAPropertyItsType() {
    for (value, type) in [("\"\"", "String"), ("0", "Int"), ("1.5", "Double"), ("true", "Bool")] {
      let classSyntax = SourceParser.parse("class C {\n  var x = \(value)\n}").classes.first
      guard case .property(let property) = classSyntax?.members.first else {
        Issue.record("no property for \(value)")
        continue
      }
      #expect(property.type.description == type)
    }
  }
}

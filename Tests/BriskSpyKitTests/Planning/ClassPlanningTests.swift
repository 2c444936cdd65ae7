import Testing

@testable import BriskSpyKit

@Suite struct ClassPlanningTests {
  private func plan(_ source: String, _ name: String = "C") -> Result<SpyPlan, ProblemList> {
    let file = SourceParser.parse(source)
    guard let classSyntax = file.classNamed(name) else {
      return .failure(ProblemList(problems: []))
    }
    return SpyPlanner.plan(classSyntax, in: file, spyName: name + "Spy")
  }

  private func problems(_ source: String) -> [String] {
    switch plan(source) {
    case .success: ["(planned a spy)"]
    case .failure(let list): list.problems.map { "\($0.position): \($0.reason)" }
    }
  }

  @Test func refusesWhatSwiftForbidsAnOverride() {
    #expect(
      problems("final class C {}") == [
        "1:13: it is final, and Swift lets no class inherit from a final class; remove 'final', "
          + "or put a protocol in front of it and spy on that with --protocol"
      ])
    #expect(
      problems("class C {\n  func log(_ items: Int...) {}\n}") == [
        "2:12: log(_:) takes a variadic parameter, which an override cannot pass on to super; "
          + "take an array instead"
      ])
    #expect(
      problems("@MainActor class C {\n  nonisolated func id() -> Int { 0 }\n}") == [
        "2:20: nonisolated members of a @MainActor class are not supported (id())"
      ])
    #expect(
      problems("class C {\n  class func make<T>() -> T? { nil }\n}") == [
        "2:14: class methods with a generic result are not supported (make())"
      ])
  }

  @Test func refusesAClassWhoseDesignatedInitializersAreAllHidden() {
    #expect(
      problems(
        """
        class C {
          private init(id: Int) {}
          fileprivate init() {}
          convenience init(name: String) { self.init() }
        }
        """) == [
          "2:11: its designated initializers are all private or fileprivate (init(id:), init()), "
            + "so no subclass can be initialised; make one of them internal, or put a protocol in "
            + "front of it and spy on that with --protocol"
        ])
    #expect(
      problems("class C {\n  private init() {}\n  init(id: Int) {}\n}") == ["(planned a spy)"])
    #expect(problems("class C {\n  func go() {}\n}") == ["(planned a spy)"])
  }

  @Test func classPropertiesAndSubscriptsAreOverriddenAndGoToSuper() throws {
    let plan = try plan(
      """
      class C {
        class var name: String { "" }
        class var mode: Int {
          get { 0 }
          set {}
        }
        class var token: String { get throws { "" } }
        subscript(key key: String) -> Int? {
          get { nil }
          set {}
        }
        subscript(row: Int, column: Int) -> String { "" }
      }
      """
    ).get()
    let methods = plan.methods.map {
      "\($0.isStatic ? "class " : "")\($0.displayName) \($0.returnStubType ?? "-") "
        + "\($0.superCallEffects)\($0.superCall) \($0.writes?.type ?? "-")"
    }
    #expect(
      methods == [
        "class name String? super.name -",
        "class mode Int? super.mode Int",
        "class token String? try super.token -",
        "subscript(key:) Int?? super[key: key] (key: String, newValue: Int?)",
        "subscript(_:_:) String? super[row, column] -",
      ])
    #expect(plan.staticStubs.map(\.name).first == "nameReturnValue")
  }

  @Test func aResultOfTypeSelfIsLeftOutAndNamed() throws {
    let plan = try plan("class C {\n  func copy() -> Self { self }\n  func go() {}\n}").get()
    #expect(plan.methods.map(\.displayName) == ["go()"])
    #expect(
      plan.classSpy?.notOverridden == [
        NotOverridden(
          name: "copy()", reason: "it returns Self, which a stub cannot hold; override it by hand")
      ])
  }

  @Test func everyStubIsOptionalAndEveryCallGoesToSuper() throws {
    let plan = try plan(
      """
      class C {
        var count: Int = 0
        func load(id: Int, _ name: String) async throws -> [String] { [] }
        func first<T>(_ items: [T]) -> T? { items.first }
        func run(_ body: () throws -> Void) rethrows {}
      }
      """
    ).get()
    #expect(plan.isClass && plan.isolation == .none && plan.initValues.isEmpty)
    let methods = plan.methods.map {
      "\($0.displayName) \($0.returnStubType ?? "-") \($0.superCallEffects)\($0.superCall)"
    }
    #expect(
      methods == [
        "count Int? super.count",
        "load(id:_:) [String]? try await super.load(id: id, name)",
        "first(_:) Any? super.first(items)",
        "run(_:) - try super.run(body)",
      ])
    #expect(plan.methods[0].writes?.type == "Int")
  }

  @Test func aSendableClassMakesASendableSpyAndSuperclassesInTheFilesAddTheirMembers() throws {
    let plan = try plan(
      """
      class Base: @unchecked Sendable {
        func reload() {}
        final func stop() {}
      }
      class C: Base {
        func load() {}
      }
      class D: Sendable {}
      """
    ).get()
    // Sendable through its superclass: the spy restates `@unchecked Sendable`.
    #expect(plan.isolation == .sendable)
    #expect(plan.methods.map(\.displayName) == ["reload()", "load()"])
    #expect(plan.classSpy?.notOverridden.map(\.name) == ["stop()"])
    let plain = try self.plan("class P: Equatable {}", "P").get()
    #expect(plain.isolation == .none)
    let mainActor = try self.plan("@MainActor class M {}", "M").get()
    #expect(mainActor.isolation == .mainActor)
  }
}

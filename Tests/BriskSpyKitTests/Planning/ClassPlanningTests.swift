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

  @Test func aResultOfTypeSelfIsLeftOutAndNamed() throws {
    let plan = try plan("class C {\n  func copy() -> Self { self }\n  func go() {}\n}").get()
    #expect(plan.methods.map(\.displayName) == ["go()"])
    #expect(
      plan.notOverridden == [
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
    #expect(plan.notOverridden.map(\.name) == ["stop()"])
    let plain = try self.plan("class P: Equatable {}", "P").get()
    #expect(plain.isolation == .none)
    let mainActor = try self.plan("@MainActor class M {}", "M").get()
    #expect(mainActor.isolation == .mainActor)
  }
}

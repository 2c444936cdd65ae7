import Testing

@testable import BriskSpyKit

@Suite struct IsolationPlanningTests {
  @Test func nonisolatedMembersOfAMainActorProtocolAreMarked() throws {
    let spy = try plan(
      """
      @MainActor protocol P {
        nonisolated var id: String { get }
        nonisolated func f(_ x: Int) -> Int
        func g()
      }
      """
    ).get()
    #expect(spy.isolation == .mainActor)
    let properties = spy.members.compactMap {
      if case .property(let property) = $0 { property } else { nil }
    }
    #expect(properties.map(\.isNonisolated) == [true])
    #expect(spy.methods.map(\.isNonisolated) == [true, false])
    #expect(spy.methods.map(\.handlerType) == ["@Sendable (Int) -> Int", "() -> Void"])
  }

  @Test func nonisolatedMeansNothingOutsideAMainActorProtocol() throws {
    let spy = try plan("protocol P { nonisolated func f() }").get()
    #expect(spy.methods.map(\.isNonisolated) == [false])
  }

  @Test(arguments: [
    (
      "@MainActor protocol P { nonisolated static func f() }",
      "1:49: nonisolated static requirements of a @MainActor protocol are not supported (f())"
    ),
    (
      "@MainActor protocol P { nonisolated init() }",
      "1:37: nonisolated initializers of a @MainActor protocol are not supported (init())"
    ),
    (
      "@MainActor protocol P { nonisolated var a: Int { get async } }",
      "1:41: nonisolated properties with async or throwing getters of a @MainActor protocol are "
        + "not supported (a)"
    ),
    (
      "@MainActor protocol P { nonisolated static var a: Int { get } }",
      "1:48: nonisolated static requirements of a @MainActor protocol are not supported (a)"
    ),
  ])
  func refusesWhatCannotLiveOutsideTheMainActor(_ source: String, _ expected: String) {
    #expect(planProblems(source) == [expected])
  }
}

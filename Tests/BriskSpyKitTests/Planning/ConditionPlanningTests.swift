import Testing

@testable import BriskSpyKit

@Suite struct ConditionPlanningTests {
  @Test func membersKeepTheirConditionAndBranchesMayRepeatAMember() throws {
    let spy = try plan(
      "protocol P {\n#if os(iOS)\nfunc show(_ id: Int)\n#else\nfunc show(_ id: Int)\n#endif\n}"
    ).get()
    #expect(spy.members.map(\.condition) == ["os(iOS)", "!os(iOS)"])
    #expect(spy.methods.map(\.name) == ["showIdInt", "showIdInt2"])
  }

  @Test(arguments: [
    (
      "protocol P {\n#if DEBUG\nstatic func reset()\n#endif\n}",
      "3:13: static requirements inside #if are not supported (reset() under #if DEBUG)"
    ),
    (
      "protocol P {\n#if DEBUG\nvar user: User { get }\n#endif\n}",
      "3:5: user is inside #if and needs a value from the spy's init, which cannot depend on a "
        + "condition; give it an optional or defaultable type, or move it out of the #if"
    ),
    (
      "protocol P {\n#if DEBUG\nfunc make() -> User\n#endif\n}",
      "3:6: make() is inside #if and needs a value from the spy's init, which cannot depend on a "
        + "condition; give it an optional or defaultable type, or move it out of the #if"
    ),
  ])
  func refusesWhatCannotDependOnACondition(_ source: String, _ expected: String) {
    #expect(planProblems(source) == [expected])
  }
}

import Testing

@testable import BriskSpyKit

@Suite struct KindPlanningTests {
  @Test func aSettableSubscriptRecordsItsWrites() throws {
    let spy = try plan("protocol P { subscript(row row: Int, key: String) -> Int? { get set } }")
      .get()
    let method = try #require(spy.methods.first)
    #expect(method.signature.singleLine == "subscript(row row: Int, _ key: String) -> Int?")
    #expect(method.writes?.type == "(row: Int, key: String, newValue: Int?)")
    #expect(method.writes?.value == "(row: row, key: key, newValue: newValue)")
  }

  @Test func anInitializerKeepsItsArguments() throws {
    let spy = try plan(
      "protocol P { init?(name: String) throws; init(handler: @escaping () -> Void) }"
    )
    .get()
    #expect(
      spy.methods.map(\.signature.singleLine) == [
        "init(name: String)", "init(handler: @escaping () -> Void)",
      ])
    #expect(spy.methods.map(\.optionalArgumentsType) == ["(String)?", "(() -> Void)?"])
  }

  @Test(arguments: [
    (
      "protocol P { init(id: Int)\n func make() -> User }",
      "1:14: init(id:) cannot give the spy the values its init takes, which have no default "
        + "(makeReturnValue); give them optional or defaultable types"
    ),
    (
      "protocol P { static subscript(i: Int) -> Int { get } }",
      "1:21: static subscripts are not supported (subscript(_:))"
    ),
  ])
  func refusesWhatItCannotSpyOn(_ source: String, _ expected: String) {
    #expect(planProblems(source) == [expected])
  }
}

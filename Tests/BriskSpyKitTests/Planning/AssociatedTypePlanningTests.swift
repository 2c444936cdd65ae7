import Testing

@testable import BriskSpyKit

@Suite struct AssociatedTypePlanningTests {
  @Test func associatedTypesBecomeGenericParametersWithTheirWhereClauses() throws {
    let spy = try plan(
      """
      protocol Store<Item>: Base where Item: Sendable, Self: AnyObject {
        associatedtype Item: Identifiable where Item.ID == Int
        func item(withID id: Self.Item.ID) -> Self.Item?
      }
      protocol Base { associatedtype Key: Hashable; associatedtype Item }
      """
    ).get()
    #expect(spy.genericParameters == "<Item: Identifiable, Key: Hashable>")
    #expect(spy.whereClause == " where Item.ID == Int, Item: Sendable")
    #expect(spy.methods.first?.signature.singleLine == "item(withID id: Item.ID) -> Item?")
  }

  @Test func constraintsFromEveryDeclarationAreMerged() throws {
    let spy = try plan(
      """
      protocol P: Q { associatedtype Item: Equatable }
      protocol Q { associatedtype Item: Sendable, Equatable }
      """
    ).get()
    #expect(spy.genericParameters == "<Item: Equatable & Sendable>")
  }

  @Test func aProtocolWithoutAssociatedTypesHasAPlainSpy() throws {
    let spy = try plan("protocol P { func f() }").get()
    #expect(spy.genericParameters == "")
    #expect(spy.whereClause == "")
  }

  @Test(arguments: [
    (
      "protocol P { associatedtype Item\n static func make() -> Int }",
      "2:14: static requirements of a protocol with associated types are not supported (make()): "
        + "the generic spy cannot store them"
    ),
    (
      "protocol P { associatedtype Item\n static var shared: Int { get } }",
      "2:13: static requirements of a protocol with associated types are not supported (shared): "
        + "the generic spy cannot store them"
    ),
    (
      "protocol P where Self: Equatable { associatedtype Item }",
      "1:12: where clauses about Self are not supported (where Self: Equatable)"
    ),
  ])
  func refusesWhatAGenericSpyCannotDo(_ source: String, _ expected: String) {
    #expect(planProblems(source) == [expected])
  }
}

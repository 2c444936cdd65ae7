import Testing

@testable import BriskSpyKit

@Suite struct MemberNamingTests {
  private func names(_ body: String, taken: Set<String> = ["log"]) -> [String] {
    let members = parseProtocol("protocol P {\n\(body)\n}")?.members ?? []
    let methods = members.compactMap { member -> MethodSyntax? in
      if case .method(let method) = member { method } else { nil }
    }
    return MemberNaming.names(for: methods, taken: taken)
  }

  @Test func distinctMethodsKeepTheirNames() {
    #expect(names("func load()\nfunc save(_ x: Int)") == ["load", "save"])
  }

  @Test func overloadsTakeTheirLabelsThenTheirTypes() {
    #expect(
      names("func show(_ item: Item)\nfunc show(items: [Item])\nfunc show()")
        == ["showItem", "showItems", "show"])
    #expect(
      names("func record(_ value: Int)\nfunc record(_ value: [Double])")
        == ["recordValueInt", "recordValueDouble"])
  }

  @Test func overloadsByResultAloneTakeTheirResults() {
    #expect(
      names("func value(for key: String) -> String?\nfunc value(for key: String) -> Data?")
        == ["valueForReturningString", "valueForReturningData"])
    #expect(names("func make() -> Int\nfunc make()") == ["makeReturningInt", "makeReturningVoid"])
    // Parameters' types first, where they tell some apart.
    #expect(
      names(
        """
        func value(for key: String) -> String?
        func value(for key: String) -> Data?
        func value(for key: Int) -> String?
        """) == ["valueForStringReturningString", "valueForStringReturningData", "valueForInt"])
  }

  @Test func clashesAreNumbered() {
    #expect(names("func items()", taken: ["itemsCalls"]) == ["items2"])
    #expect(names("func a(_ x: Int)\nfunc a(_ x: Int?)") == ["aXInt", "aXInt2"])
  }

  @Test func storedNamesCoverEveryMemberASpyDeclares() {
    #expect(
      MemberNaming.storedNames(for: "load") == [
        "loadCalls", "loadError", "loadReturnValue", "loadHandler", "loadCallsStub",
        "loadErrorStub", "loadReturnValueStub", "loadHandlerStub",
      ])
  }
}

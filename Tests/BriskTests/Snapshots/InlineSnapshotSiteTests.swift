import Testing

@testable import BriskCore

private let source = """
  @Test func user() {
    expect(a).to(matchInlineSnapshot(as: .json))  // matchInlineSnapshot() in a comment
    expect("(").to(BriskCore.matchInlineSnapshot { "old" }); expect(b).to(matchInlineSnapshot())
      checkUser(c)
  }
  """

@Suite struct InlineSnapshotSiteTests {
  private func locate(_ line: Int, _ column: Int, hasLiteral: Bool = false) -> String {
    switch InlineSnapshotSite.locate(
      in: source, line: line, column: column, hasLiteral: hasLiteral, fileName: "UserTests.swift")
    {
    case .success(let site):
      let bytes = Array(source.utf8)
      return "\(site.range) \(String(decoding: bytes[site.range], as: UTF8.self))|\(site.indent)|"
    case .failure(let problem):
      return problem.reason
    }
  }

  @Test func findsTheEndOfTheCallsArguments() {
    #expect(locate(2, 16) == "65..<65 |  |")
  }

  @Test func findsTheCallFromTheColumnOfItsArgumentsAsADefaultColumnGivesIt() {
    #expect(locate(2, 35) == "65..<65 |  |")
    #expect(locate(3, 48, hasLiteral: true) == #"152..<162  { "old" }|  |"#)
  }

  @Test func findsATrailingClosureAfterAModuleName() {
    #expect(locate(3, 18, hasLiteral: true) == #"152..<162  { "old" }|  |"#)
    #expect(locate(3, 73) == "197..<199 ()|  |")
  }

  @Test func anythingButACallOfMatchInlineSnapshotFailsWithTheReason() {
    #expect(
      locate(4, 5)
        == "line 4, column 5 of UserTests.swift is 'checkUser', not a call of "
        + "matchInlineSnapshot: a helper that passes its caller's line and column on cannot "
        + "take an inline snapshot; call matchInlineSnapshot() in the test, or use matchSnapshot()")
    #expect(
      locate(2, 17)
        == "no code starts at line 2, column 17 of UserTests.swift: the file changed since it was "
        + "compiled")
  }

  @Test func aFileThatDisagreesWithTheCodeThatRanFails() {
    #expect(
      locate(2, 16, hasLiteral: true)
        == "the call at line 2, column 16 of UserTests.swift has no snapshot in the file, unlike "
        + "the code that ran: the file changed since it was compiled; run the test again")
    #expect(
      locate(3, 18)
        == "the call at line 3, column 18 of UserTests.swift already has a snapshot in the file, "
        + "unlike the code that ran: the file changed since it was compiled; run the test again")
  }

  @Test func anUnclosedCallFails() {
    let result = InlineSnapshotSite.locate(
      in: "x.to(matchInlineSnapshot(as: .json", line: 1, column: 6, hasLiteral: false,
      fileName: "A.swift")
    #expect(
      result
        == .failure(.init("the call at line 1, column 6 of A.swift has no closing parenthesis")))
  }
}

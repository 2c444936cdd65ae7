import Testing

@testable import BriskSpyKit

@Suite struct ConditionStackTests {
  private func conditions(_ body: String) -> [String?] {
    parseProtocol("protocol P {\n\(body)\n}")?.members.map(\.condition) ?? []
  }

  @Test func membersKeepTheConditionOfEachBranch() {
    let read = conditions(
      """
      func always()
      #if os(iOS)
      func phone()
      #elseif os(macOS) || targetEnvironment(macCatalyst)
      func mac()
      #else
      func other()
      #endif
      func after()
      """)
    #expect(
      read == [
        nil, "os(iOS)", "!os(iOS) && (os(macOS) || targetEnvironment(macCatalyst))",
        "!os(iOS) && !(os(macOS) || targetEnvironment(macCatalyst))", nil,
      ])
  }

  @Test func nestedBlocksJoinTheirConditions() {
    let read = conditions(
      "#if DEBUG\n#if !os(Linux)\nfunc both()\n#endif\nfunc debug()\n#endif\n#warning(\"x\")\nfunc f()"
    )
    #expect(read == ["DEBUG && !os(Linux)", "DEBUG", nil])
  }

  @Test func strayDirectivesAreIgnored() {
    #expect(conditions("#endif\n#else\nfunc f()") == [nil])
    #expect(problems(in: "protocol P {\n#endif\nfunc f()\n}") == [])
  }
}

import Testing

@testable import BriskSpyKit

@Suite struct DefaultValuesTests {
  @Test(arguments: [
    ("Int?", "nil"), ("String!", "nil"), ("Optional<User>", "nil"), ("Bool", "false"),
    ("Int", "0"), ("UInt8", "0"), ("Double", "0"), ("CGFloat", "0"), ("TimeInterval", "0"),
    ("String", "\"\""), ("Substring", "\"\""), ("Data", "Data()"), ("[User]", "[]"),
    ("Array<Int>", "[]"), ("Set<Int>", "[]"), ("[String: Int]", "[:]"),
    ("Dictionary<String, Int>", "[:]"), ("(Int, String)", "(0, \"\")"),
    ("(count: Int, names: [String])", "(0, [])"), ("(Int)", "0"),
  ])
  func commonTypesHaveALiteral(_ type: String, _ literal: String) throws {
    #expect(DefaultValues.literal(for: try parseType(type)) == literal)
  }

  @Test(arguments: ["User", "Date", "URL", "(Int, User)", "() -> Void", "any Error", "Int.Type"])
  func otherTypesDoNot(_ type: String) throws {
    #expect(DefaultValues.literal(for: try parseType(type)) == nil)
  }
}

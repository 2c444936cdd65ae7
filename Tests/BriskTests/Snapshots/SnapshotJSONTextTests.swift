import Testing

@testable import BriskCore

@Suite struct SnapshotJSONTextTests {
  @Test func sortsOnlyTheMarkedArraysAndKeepsEveryOtherByte() throws {
    let text = "{\n  \"a\" : [\n    \"y\",\n    \"x\"\n  ],\n  \"b\" : [\n    2,\n    1\n  ]\n}"
    let parsed = try #require(SnapshotJSONText(text))
    #expect(
      parsed.rendered(marks: [[.key("a")]: .elements])
        == "{\n  \"a\" : [\n    \"x\",\n    \"y\"\n  ],\n  \"b\" : [\n    2,\n    1\n  ]\n}")
  }

  @Test func findsKeysWithEscapesAndArraysInsideArrays() throws {
    let text = #"{"a\"b" : [[3, 1], "q\\"], "c" : {}}"#
    let parsed = try #require(SnapshotJSONText(text))
    #expect(
      parsed.rendered(marks: [[.key("a\"b"), .index(0)]: .elements])
        == #"{"a\"b" : [[1, 3], "q\\"], "c" : {}}"#)
  }

  @Test func sortsPairsByTheirKeyAndKeepsEachValueWithItsKey() throws {
    let parsed = try #require(SnapshotJSONText("[2, \"b\", 1, \"a\"]"))
    #expect(parsed.rendered(marks: [[]: .pairs]) == "[1, \"a\", 2, \"b\"]")
  }

  @Test func textThatIsNotJSONIsRefused() {
    #expect(SnapshotJSONText("{\"a\" : [1, 2}") == nil)
    #expect(SnapshotJSONText("[1] 2") == nil)
    #expect(SnapshotJSONText("\"open") == nil)
    #expect(SnapshotJSONText("") == nil)
  }
}

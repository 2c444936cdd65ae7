import Foundation
import Testing

@testable import BriskCore

private struct Tagged: Encodable {
  var name = "box"
  var tags: Set<String> = ["urgent", "b", "gift", "a10", "a9"]
}

private struct Point: Hashable, Encodable {
  var x: Int
  var y: Int
}

@Suite struct SnapshotJSONOrderTests {
  private func json(_ value: some Encodable) throws -> String {
    try SnapshotJSON.text(value)
  }

  @Test func aSetIsWrittenSortedByItsElementsText() throws {
    #expect(
      try json(Tagged()) == """
        {
          "name" : "box",
          "tags" : [
            "a9",
            "a10",
            "b",
            "gift",
            "urgent"
          ]
        }
        """)
  }

  @Test func setsOfNumbersAndOfObjectsAndSetsInsideArraysAreSorted() throws {
    #expect(try json(Set([10, 2, 33, 1])) == "[\n  1,\n  2,\n  10,\n  33\n]")
    #expect(
      try json([Set([Point(x: 2, y: 0), Point(x: 1, y: 5)])]) == """
        [
          [
            {
              "x" : 1,
              "y" : 5
            },
            {
              "x" : 2,
              "y" : 0
            }
          ]
        ]
        """)
    #expect(
      try json(["k": Set(["z", "y", "x"])])
        == "{\n  \"k\" : [\n    \"x\",\n    \"y\",\n    \"z\"\n  ]\n}")
  }

  @Test func aDictionaryWrittenAsKeysAndValuesIsSortedByKey() throws {
    let prices: [Double: String] = [2.5: "b", 10: "c", 1.5: "a"]
    #expect(
      try json(prices) == "[\n  1.5,\n  \"a\",\n  2.5,\n  \"b\",\n  10,\n  \"c\"\n]")
  }

  @Test func stringAndIntKeyedDictionariesStayObjectsWithSortedKeys() throws {
    #expect(try json([3: "c", 1: "a"]) == "{\n  \"1\" : \"a\",\n  \"3\" : \"c\"\n}")
  }

  @Test func renderingsTheNumericOrderCallsEqualAreOrderedByTheirCharacters() {
    #expect(SnapshotJSONOrder.precedes("01", "1"))
    #expect(!SnapshotJSONOrder.precedes("1", "01"))
    #expect(SnapshotJSONOrder.precedes("2", "10"))
  }

  @Test func textWithoutUnorderedCollectionsIsReturnedAsTheEncoderWroteIt() {
    #expect(SnapshotJSONOrder.stable("[\n  3,\n  1\n]", of: [3, 1]) == "[\n  3,\n  1\n]")
  }
}

import BriskCore
import Foundation
import Testing

private struct Line {
  var sku: String
  var quantity: Int
}

private enum Status {
  case open
  case shipped(days: Int)
  case split(Int, note: String)
}

private struct Order {
  var id: Int
  var lines: [Line]
  var status: Status
  var tags: Set<String>
  var notes: [String: Int]
  var coupon: String?
}

private final class Node {
  let name: String
  var next: Node?
  init(_ name: String, next: Node? = nil) {
    self.name = name
    self.next = next
  }
}

private class Animal {
  let legs = 4
}

private final class Dog: Animal {
  let name = "Rex"
}

@Suite struct SnapshotDumpTests {
  @Test func rendersNestedValuesOnePropertyPerLine() {
    let order = Order(
      id: 7,
      lines: [Line(sku: "A-1", quantity: 2), Line(sku: "B-22", quantity: 1)],
      status: .shipped(days: 3),
      tags: ["urgent", "gift"],
      notes: ["b": 2, "a": 1, "c10": 3, "c9": 4],
      coupon: nil)
    #expect(
      snapshotDump(order) == """
        Order(
          id: 7,
          lines: [
            Line(sku: "A-1", quantity: 2),
            Line(sku: "B-22", quantity: 1),
          ],
          status: Status.shipped(days: 3),
          tags: [
            "gift",
            "urgent",
          ],
          notes: [
            "a": 1,
            "b": 2,
            "c9": 4,
            "c10": 3,
          ],
          coupon: nil,
        )
        """)
  }

  @Test func appendingAnElementAddsOneLineAndChangesNoOther() {
    let before = snapshotDump(["apple", "pear"]).split(separator: "\n")
    let after = snapshotDump(["apple", "pear", "plum"]).split(separator: "\n")
    var expected = before
    expected.insert("  \"plum\",", at: before.count - 1)
    #expect(after == expected)
    let one = snapshotDump(["apple"]).split(separator: "\n")
    #expect(Array(before.prefix(2)) == Array(one.prefix(2)))
    #expect(one.count == before.count - 1)
  }

  @Test func changingOneElementChangesOnlyItsLines() {
    let before = snapshotDump([Line(sku: "A-1", quantity: 2), Line(sku: "B-22", quantity: 1)])
    let after = snapshotDump([Line(sku: "A-1", quantity: 3), Line(sku: "B-22", quantity: 1)])
    let changed = zip(before.split(separator: "\n"), after.split(separator: "\n")).filter {
      $0 != $1
    }
    #expect(changed.map(\.1) == ["  Line(sku: \"A-1\", quantity: 3),"])
  }

  @Test func aCollectionOfOneIsAlreadyOnePerLine() {
    #expect(snapshotDump([1]) == "[\n  1,\n]")
    #expect(snapshotDump(["k": 1]) == "[\n  \"k\": 1,\n]")
    #expect(snapshotDump(Set([2])) == "[\n  2,\n]")
  }

  @Test func rendersScalarsStringsAndOptionals() {
    #expect(snapshotDump(3) == "3")
    #expect(snapshotDump(2.5) == "2.5")
    #expect(snapshotDump(true) == "true")
    #expect(snapshotDump("a \"quote\"\n") == #""a \"quote\"\n""#)
    #expect(snapshotDump(Optional(Optional(4)) as Any) == "4")
    #expect(snapshotDump(nil) == "nil")
    #expect(snapshotDump(Int.self) == "Int")
  }

  @Test func rendersEnumCasesWithTheirType() {
    #expect(snapshotDump(Status.open) == "Status.open")
    #expect(snapshotDump(Status.split(2, note: "x")) == #"Status.split(2, note: "x")"#)
  }

  @Test func rendersEmptyCollectionsAndTuples() {
    #expect(snapshotDump([Int]()) == "[]")
    #expect(snapshotDump([String: Int]()) == "[:]")
    #expect(snapshotDump((1, name: "a")) == #"(1, name: "a")"#)
  }

  @Test func setsAndDictionariesAreSortedSoHashingNeverShows() {
    let numbers = Set(0..<40)
    #expect(snapshotDump(numbers).hasPrefix("[\n  0,\n  1,\n  2,\n"))
    #expect(snapshotDump(numbers).hasSuffix("\n  38,\n  39,\n]"))
  }

  @Test func elementsTheNumericOrderCallsEqualAreOrderedByTheirCharacters() {
    #expect(snapshotDump(Set(["1", "01", "001"])) == "[\n  \"001\",\n  \"01\",\n  \"1\",\n]")
  }

  @Test func longListsAreKeptWhole() {
    let text = snapshotDump(Array(0..<100))
    #expect(text.split(separator: "\n").count == 102)
  }

  @Test func aLongStructGoesOnePropertyPerLine() {
    let line = Line(sku: String(repeating: "X", count: 70), quantity: 1)
    #expect(snapshotDump(line) == "Line(\n  sku: \"\(line.sku)\",\n  quantity: 1,\n)")
  }

  @Test func classesShowTheirPropertiesAndTheirSuperclass() {
    #expect(snapshotDump(Dog()) == "Dog(legs: 4, name: \"Rex\")")
  }

  @Test func aCycleEndsWhereAnInstanceIsMetAgain() {
    let first = Node("first")
    first.next = Node("second", next: first)
    #expect(
      snapshotDump(first) == #"Node(name: "first", next: Node(name: "second", next: Node(↩︎)))"#)
    first.next = nil
  }

  @Test func addressesAndIdentifiersAreLeftOut() {
    let node = Node("a")
    #expect(snapshotDump(ObjectIdentifier(node)) == "ObjectIdentifier(…)")
    #expect(snapshotDump(Unmanaged.passUnretained(node).toOpaque()) == "UnsafeMutableRawPointer(…)")
    #expect(snapshotDump(NSObject()) == "NSObject()")
  }

  @Test func valuesWithoutPropertiesShowTheirDescription() {
    #expect(snapshotDump(URL(string: "https://example.com/a")!) == "https://example.com/a")
  }

  @Test func multiLineChildrenAreIndented() {
    let lines = (1...3).map { Line(sku: "LONG-SKU-NUMBER-\($0)", quantity: $0 * 100) }
    #expect(
      snapshotDump(["k": lines]) == """
        [
          "k": [
            Line(sku: "LONG-SKU-NUMBER-1", quantity: 100),
            Line(sku: "LONG-SKU-NUMBER-2", quantity: 200),
            Line(sku: "LONG-SKU-NUMBER-3", quantity: 300),
          ],
        ]
        """)
  }
}

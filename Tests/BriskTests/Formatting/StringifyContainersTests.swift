import Testing

@testable import BriskCore

/// Hashable but not Comparable, so a large set of them cannot show its smallest.
private struct Tag: Hashable, CustomStringConvertible {
  var id: Int
  var description: String { "#\(id)" }
}

@Suite struct StringifyContainersTests {
  @Test func largeSetsAndDictionariesShowTheirSmallest() {
    #expect(
      stringify(Set(0..<5_000))
        == "[" + (0..<32).map(String.init).joined(separator: ", ") + ", … (4,968 more)]")
    let entries = Dictionary(uniqueKeysWithValues: (0..<5_000).map { ("k\($0)", $0) })
    #expect(stringify(entries).hasPrefix(#"["k0": 0, "k1": 1, "k10": 10, "k100": 100, "#))
    #expect(stringify(entries).hasSuffix(", … (4,968 more)]"))
  }

  @Test func largeSetsOfOtherElementsShowASortedSample() {
    let text = stringify(Set((0..<5_000).map(Tag.init)))
    #expect(text.hasSuffix(", … (4,968 more)]"))
    #expect(text.components(separatedBy: ", ").count == 33)
  }

  @Test func longElementsStopTheListAtTheValueShare() {
    let words = Array(repeating: String(repeating: "w", count: 600), count: 10)
    let text = stringify(words)
    #expect(text.hasSuffix(", … (8 more)]"))
    #expect(text.count < 1_300)
  }

  @Test func emptyContainers() {
    #expect(stringify([Int]()) == "[]")
    #expect(stringify([String: Int]()) == "[:]")
    #expect(stringify(Set<Int>()) == "[]")
  }
}

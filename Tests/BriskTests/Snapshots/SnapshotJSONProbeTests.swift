import Testing

@testable import BriskCore

private struct Inner: Encodable {
  var codes: Set<Int> = [1]
}

private struct Outer: Encodable {
  var inner = Inner()
  var list = [Inner(), Inner()]
  var byName: [String: Set<String>] = ["a": []]
  var byPoint: [Double: Int] = [1: 1]
  var plain = [1, 2]
}

/// A type that encodes a set through a single-value container and a superclass key.
private struct Wrapped: Encodable {
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    var parent = container.superEncoder().singleValueContainer()
    try parent.encode(Set(["x"]))
    var nested = container.nestedUnkeyedContainer(forKey: .items)
    var single = nested.superEncoder().singleValueContainer()
    try single.encode(Set([1]))
  }

  enum Key: CodingKey { case items }
}

@Suite struct SnapshotJSONProbeTests {
  @Test func marksEveryUnorderedCollectionAtItsPathInTheJSON() {
    let probe = SnapshotJSONProbe()
    probe.record(Outer())
    #expect(
      probe.marks == [
        [.key("inner"), .key("codes")]: .elements,
        [.key("list"), .index(0), .key("codes")]: .elements,
        [.key("list"), .index(1), .key("codes")]: .elements,
        [.key("byName"), .key("a")]: .elements,
        [.key("byPoint")]: .pairs,
      ])
  }

  @Test func followsSuperEncodersAndSingleValueContainers() {
    let probe = SnapshotJSONProbe()
    probe.record(Wrapped())
    #expect(probe.marks == [[.key("super")]: .elements, [.key("items"), .index(0)]: .elements])
  }

  @Test func aValueAtTheTopIsMarkedAtTheRoot() {
    let probe = SnapshotJSONProbe()
    probe.record(Set(["a"]))
    #expect(probe.marks == [[]: .elements])
  }
}

/// Encodes itself again through a single-value container, forever.
private struct Endless: Encodable {
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode([Endless()])
  }
}

extension SnapshotJSONProbeTests {
  @Test func aValueThatNestsWithoutEndStopsAtTheDepthBound() {
    let probe = SnapshotJSONProbe()
    probe.record(Endless())
    #expect(probe.marks.isEmpty)
  }
}

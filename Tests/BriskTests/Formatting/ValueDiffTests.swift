import BriskTestSupport
import Testing

@testable import BriskCore

private struct Address: Equatable {
  var city: String
  var zip: Int
}

private struct Person: Equatable {
  var name: String
  var address: Address
  var tags: [String]
}

private final class Box: Equatable {
  var size: Int
  init(_ size: Int) { self.size = size }
  static func == (lhs: Box, rhs: Box) -> Bool { lhs.size == rhs.size }
}

private enum State: Equatable {
  case loading
  case loaded(count: Int)
}

@Suite struct ValueDiffTests {
  private let ann = Person(name: "Ann", address: Address(city: "Oslo", zip: 150), tags: ["a", "b"])

  @Test func nestedFieldsAreNamedByPath() {
    var moved = ann
    moved.address.city = "Bergen"
    moved.tags[1] = "c"
    #expect(
      ValueDiff.lines(expected: ann, actual: moved) == [
        "differences:",
        #"  .address.city: expected <"Oslo">, got <"Bergen">"#,
        #"  .tags[1]: expected <"b">, got <"c">"#,
      ])
  }

  @Test func classesAreComparedFieldByField() {
    #expect(
      ValueDiff.lines(expected: Box(1), actual: Box(2)) == [
        "differences:", "  .size: expected <1>, got <2>",
      ])
  }

  @Test func enumPayloadsAreCompared() {
    #expect(
      ValueDiff.lines(expected: State.loaded(count: 1), actual: State.loaded(count: 2)) == [
        "differences:", "  .loaded.count: expected <1>, got <2>",
      ])
    #expect(ValueDiff.lines(expected: State.loading, actual: State.loaded(count: 2)) == [])
  }

  @Test func collectionsOfStructsShowTheFirstDifferenceInDetail() {
    var other = ann
    other.name = "Bob"
    #expect(
      ValueDiff.lines(expected: [ann, ann], actual: [ann, other]) == [
        "first difference at index 1: expected <\(stringify(ann))>, got <\(stringify(other))>",
        #"  [1].name: expected <"Ann">, got <"Bob">"#,
        "missing: <[\(stringify(ann))]>",
        "extra: <[\(stringify(other))]>",
      ])
  }

  @Test func manyDifferencesAreCapped() {
    let expected = Array(0..<30)
    let actual = expected.map { $0 + 1 }
    let lines = ValueDiff.lines(expected: (expected, 0), actual: (actual, 0))
    #expect(lines.first == "differences:")
    #expect(lines.last == "  … (more differences not shown)")
    #expect(lines.count == 22)
  }

  @Test func scalarsHaveNoDiff() {
    #expect(ValueDiff.lines(expected: 1, actual: 2) == [])
    #expect(ValueDiff.lines(expected: nil as Int?, actual: 2) == [])
  }
}

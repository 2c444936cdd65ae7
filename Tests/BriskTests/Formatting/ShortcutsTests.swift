import Testing

@testable import BriskCore

@Suite struct ShortcutsTests {
  @Test func smallestKeepsTheFewestInOrder() {
    let values = (0..<10_000).map { ($0 * 7_919) % 10_000 }
    #expect(Shortcuts.smallest(5, of: values).compactMap { $0 as? Int } == [0, 1, 2, 3, 4])
    #expect(Shortcuts.smallest(0, of: values).isEmpty)
    #expect(Shortcuts.smallest(3, of: [2, 1]).compactMap { $0 as? Int } == [1, 2])
  }

  @Test func unmatchedElementsAreMatchedOneToOne() {
    let (missing, extra) = Shortcuts.unmatched([1, 2, 2, 3], [2, 3, 3])
    #expect(missing.compactMap { $0 as? Int } == [1, 2])
    #expect(extra.compactMap { $0 as? Int } == [3])
  }

  @Test func setDifferencesFindBothSides() {
    let (missing, extra) = Shortcuts.difference(Set([1, 2, 3]), Set([1, 2]))
    #expect(missing as? Set<Int> == [3])
    #expect(extra == nil)
    let both = Shortcuts.difference(Set([1, 2]), Set([2, 5]))
    #expect(both.missing as? Set<Int> == [1])
    #expect(both.extra as? Set<Int> == [5])
  }

  @Test func setsOfAnyLayoutGiveTheSameDifference() {
    let base = Set(0..<1_000)
    var changed = base
    changed.remove(10)
    changed.remove(500)
    changed.insert(2_000)
    // A changed copy walks in step; a set built anew takes the lookups.
    for actual in [changed, Set(Array(changed).reversed())] {
      let (missing, extra) = Shortcuts.difference(base, actual)
      #expect(missing as? Set<Int> == [10, 500])
      #expect(extra as? Set<Int> == [2_000])
    }
  }

  @Test func dictionaryDifferencesCountEveryKey() {
    let found = Shortcuts.differences(
      [1: "a", 2: "b", 3: "c"], [2: "x", 3: "c", 4: "d"], limit: 2)
    #expect(found.total == 3)
    #expect(found.shown.compactMap { $0.key as? Int } == [1, 2])
    #expect(found.shown.map { $0.actual as? String } == [nil, "x"])
  }

  @Test func dictionariesOfAnyLayoutGiveTheSameDifferences() {
    let base = Dictionary(uniqueKeysWithValues: (0..<1_000).map { ($0, $0) })
    var changed = base
    changed[7] = -7
    changed[999] = nil
    changed[5_000] = 1
    for actual in [changed, Dictionary(uniqueKeysWithValues: changed.map { $0 }.reversed())] {
      let found = Shortcuts.differences(base, actual, limit: 10)
      #expect(found.total == 3)
      #expect(found.shown.compactMap { $0.key as? Int } == [7, 999, 5_000])
    }
  }

  @Test func exactlyCastsOnlyTheSameType() {
    #expect(exactly([1, 2], as: [Int].self) == [1, 2])
    #expect(exactly([1, 2], as: [Int8].self) == nil)
  }
}

/// The generic work behind the typed fast paths of ``ElementwiseComparable``,
/// ``SetDifferencing``, ``EntryDifferencing`` and the smallest-element samples: each is linear
/// in the size of the values.
enum Shortcuts {
  /// The `count` smallest of `elements`, ascending, kept in a small sorted buffer.
  static func smallest<Elements: Sequence>(_ count: Int, of elements: Elements) -> [Any]
  where Elements.Element: Comparable {
    guard count > 0 else { return [] }
    var kept: [Elements.Element] = []
    kept.reserveCapacity(min(count, elements.underestimatedCount) + 1)
    for element in elements {
      if kept.count == count, element >= kept[count - 1] { continue }
      var position = kept.count
      while position > 0, kept[position - 1] > element { position -= 1 }
      kept.insert(element, at: position)
      if kept.count > count { kept.removeLast() }
    }
    return kept.map { $0 as Any }
  }

  static func firstMismatch<Element: Equatable>(_ lhs: [Element], _ rhs: [Element])
    -> (index: Int, expected: Any, actual: Any)?
  {
    for index in 0..<min(lhs.count, rhs.count) where lhs[index] != rhs[index] {
      return (index, lhs[index], rhs[index])
    }
    return nil
  }

  /// The first `limit` indices below both counts where the elements differ.
  static func mismatches<Element: Equatable>(_ lhs: [Element], _ rhs: [Element], limit: Int)
    -> [(index: Int, expected: Any, actual: Any)]
  {
    var found: [(index: Int, expected: Any, actual: Any)] = []
    for index in 0..<min(lhs.count, rhs.count) where lhs[index] != rhs[index] {
      found.append((index, lhs[index], rhs[index]))
      if found.count >= limit { break }
    }
    return found
  }

  /// Elements of `lhs` without a match in `rhs`, and those of `rhs` left over, one to one.
  static func unmatched<Element: Equatable>(_ lhs: [Element], _ rhs: [Element])
    -> (missing: [Any], extra: [Any])
  {
    var unmatched = rhs
    var missing: [Any] = []
    for element in lhs {
      if let position = unmatched.firstIndex(of: element) {
        unmatched.remove(at: position)
      } else {
        missing.append(element)
      }
    }
    return (missing, unmatched.map { $0 as Any })
  }

  static func difference<Element: Hashable>(_ lhs: Set<Element>, _ rhs: Set<Element>)
    -> (missing: Any?, extra: Any?)
  {
    let (missing, extra) = inStep(lhs, rhs) ?? subtracted(lhs, rhs)
    return (missing.isEmpty ? nil : missing, extra.isEmpty ? nil : extra)
  }

  /// The difference found by walking both sets in step, as a changed copy keeps its original's
  /// layout: an element that does not line up is looked up; `nil` when that does not settle it.
  private static func inStep<Element: Hashable>(_ lhs: Set<Element>, _ rhs: Set<Element>)
    -> (Set<Element>, Set<Element>)?
  {
    var (missing, extra) = (Set<Element>(), Set<Element>())
    var (left, right) = (lhs.startIndex, rhs.startIndex)
    while left != lhs.endIndex, right != rhs.endIndex {
      let (old, new) = (lhs[left], rhs[right])
      if old == new {
        lhs.formIndex(after: &left)
        rhs.formIndex(after: &right)
      } else if !rhs.contains(old) {
        missing.insert(old)
        lhs.formIndex(after: &left)
      } else if !lhs.contains(new) {
        extra.insert(new)
        rhs.formIndex(after: &right)
      } else {
        return nil
      }
    }
    // Every element passed on either side is settled, so what is left on one side is not on
    // the other.
    missing.formUnion(lhs[left...])
    extra.formUnion(rhs[right...])
    return (missing, extra)
  }

  private static func subtracted<Element: Hashable>(_ lhs: Set<Element>, _ rhs: Set<Element>)
    -> (Set<Element>, Set<Element>)
  {
    let missing = lhs.subtracting(rhs)
    // Elements of `rhs` not in `lhs`: as many as `rhs` has beyond the shared ones. When that is
    // none, the second pass is not needed.
    let extraCount = rhs.count - (lhs.count - missing.count)
    return (missing, extraCount == 0 ? [] : rhs.subtracting(lhs))
  }

  /// The differing entries, at most `limit` shown in Brisk's order, and how many there are.
  static func differences<Key: Hashable, Value: Equatable>(
    _ lhs: [Key: Value], _ rhs: [Key: Value], limit: Int
  ) -> (shown: [(key: Any, expected: Any?, actual: Any?)], total: Int) {
    var keys: [Key] = []
    var shared = 0
    // A changed copy keeps its original's layout: walk both in step while their keys line up,
    // which saves the lookups, then look up the rest.
    var (left, right) = (lhs.startIndex, rhs.startIndex)
    while left != lhs.endIndex, right != rhs.endIndex, lhs[left].key == rhs[right].key {
      shared += 1
      if lhs[left].value != rhs[right].value { keys.append(lhs[left].key) }
      lhs.formIndex(after: &left)
      rhs.formIndex(after: &right)
    }
    for (key, value) in lhs[left...] {
      guard let other = rhs[key] else {
        keys.append(key)
        continue
      }
      shared += 1
      if other != value { keys.append(key) }
    }
    // Keys only in `rhs`: as many as `rhs` has beyond the shared ones.
    if rhs.count > shared {
      for key in rhs.keys where lhs[key] == nil { keys.append(key) }
    }
    let shown = Stringify.sample(keys, limit: limit).compactMap { $0 as? Key }
    return (shown.map { (key: $0, expected: lhs[$0], actual: rhs[$0]) }, keys.count)
  }
}

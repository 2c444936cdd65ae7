/// Typed fast paths for large standard containers held as `Any`: Brisk asks for them with a
/// dynamic cast, so a failing check on a million elements costs hash lookups and comparisons
/// of the typed values, not reflection and rendering of every element.

/// A container that can hand out its smallest elements, in order, in one pass.
protocol SmallestElements {
  /// The `count` smallest elements, ascending.
  func briskSmallest(_ count: Int) -> [Any]
}

/// A dictionary that can hand out the entries with the smallest keys, in one pass.
protocol SmallestEntries {
  /// The `count` entries with the smallest keys, ascending by key.
  func briskSmallestEntries(_ count: Int) -> [(key: Any, value: Any)]
}

/// An array whose elements can be compared with those of another, without boxing them.
protocol ElementwiseComparable {
  /// The first index below both counts where the elements differ, and the two elements; an
  /// empty result when the common part is equal; `nil` when `other` is another type.
  func briskFirstMismatch(with other: Any) -> (index: Int, expected: Any, actual: Any)??
  /// The first `limit` indices where the elements differ, with both elements; `nil` when
  /// `other` is another type.
  func briskMismatches(with other: Any, limit: Int) -> [(index: Int, expected: Any, actual: Any)]?
  /// The elements of `self` that no element of `other` matches, and those of `other` left over,
  /// matched one to one in order; `nil` when `other` is another type.
  func briskUnmatched(with other: Any) -> (missing: [Any], extra: [Any])?
}

/// A set that can be subtracted from another of its type.
protocol SetDifferencing {
  /// Elements only in `self` and only in `other`, each as a set or `nil` when there are none;
  /// `nil` for another type.
  func briskDifference(from other: Any) -> (missing: Any?, extra: Any?)?
}

/// A dictionary whose entries can be compared with another's by hash lookup.
protocol EntryDifferencing {
  /// The keys whose entries differ, at most `limit` of them ascending by key where the keys are
  /// comparable, each with its two values (`nil` for no entry); the number of differing keys;
  /// `nil` when `other` is another type.
  func briskDifferences(from other: Any, limit: Int)
    -> (shown: [(key: Any, expected: Any?, actual: Any?)], total: Int)?
}

/// `value` as `Target` when that is its exact type. A plain `as?` from a generic collection to a
/// concrete one casts element by element, which would cost as much as the work it saves.
func exactly<Source, Target>(_ value: Source, as _: Target.Type) -> Target? {
  Source.self == Target.self ? unsafeBitCast(value, to: Target.self) : nil
}

// Each shortcut first tries the commonest concrete types, so that the optimizer specializes the
// generic code below for them: unspecialized, hashing and comparing cost ten times more.

extension Set: SmallestElements where Element: Comparable {
  func briskSmallest(_ count: Int) -> [Any] {
    if let set = exactly(self, as: Set<Int>.self) { return Shortcuts.smallest(count, of: set) }
    if let set = exactly(self, as: Set<String>.self) { return Shortcuts.smallest(count, of: set) }
    return Shortcuts.smallest(count, of: self)
  }
}

extension Array: SmallestElements where Element: Comparable {
  func briskSmallest(_ count: Int) -> [Any] {
    if let array = exactly(self, as: [Int].self) { return Shortcuts.smallest(count, of: array) }
    if let array = exactly(self, as: [String].self) { return Shortcuts.smallest(count, of: array) }
    return Shortcuts.smallest(count, of: self)
  }
}

extension Dictionary: SmallestEntries where Key: Comparable {
  func briskSmallestEntries(_ count: Int) -> [(key: Any, value: Any)] {
    let keys: [Any]
    if let dictionary = exactly(self, as: [Int: Int].self) {
      keys = Shortcuts.smallest(count, of: dictionary.keys)
    } else if let dictionary = exactly(self, as: [String: String].self) {
      keys = Shortcuts.smallest(count, of: dictionary.keys)
    } else {
      keys = Shortcuts.smallest(count, of: self.keys)
    }
    return keys.compactMap { $0 as? Key }.compactMap { key in
      self[key].map { (key: key as Any, value: $0 as Any) }
    }
  }
}

extension Array: ElementwiseComparable where Element: Equatable {
  func briskFirstMismatch(with other: Any) -> (index: Int, expected: Any, actual: Any)?? {
    if let lhs = exactly(self, as: [Int].self), let rhs = other as? [Int] {
      return .some(Shortcuts.firstMismatch(lhs, rhs))
    }
    if let lhs = exactly(self, as: [String].self), let rhs = other as? [String] {
      return .some(Shortcuts.firstMismatch(lhs, rhs))
    }
    guard let other = other as? [Element] else { return nil }
    return .some(Shortcuts.firstMismatch(self, other))
  }

  func briskMismatches(with other: Any, limit: Int) -> [(index: Int, expected: Any, actual: Any)]? {
    if let lhs = exactly(self, as: [Int].self), let rhs = other as? [Int] {
      return Shortcuts.mismatches(lhs, rhs, limit: limit)
    }
    guard let other = other as? [Element] else { return nil }
    return Shortcuts.mismatches(self, other, limit: limit)
  }

  func briskUnmatched(with other: Any) -> (missing: [Any], extra: [Any])? {
    guard let other = other as? [Element] else { return nil }
    return Shortcuts.unmatched(self, other)
  }
}

extension Set: SetDifferencing {
  func briskDifference(from other: Any) -> (missing: Any?, extra: Any?)? {
    if let lhs = exactly(self, as: Set<Int>.self), let rhs = other as? Set<Int> {
      return Shortcuts.difference(lhs, rhs)
    }
    if let lhs = exactly(self, as: Set<String>.self), let rhs = other as? Set<String> {
      return Shortcuts.difference(lhs, rhs)
    }
    guard let other = other as? Set<Element> else { return nil }
    return Shortcuts.difference(self, other)
  }
}

extension Dictionary: EntryDifferencing where Value: Equatable {
  func briskDifferences(from other: Any, limit: Int)
    -> (shown: [(key: Any, expected: Any?, actual: Any?)], total: Int)?
  {
    if let lhs = exactly(self, as: [Int: Int].self), let rhs = other as? [Int: Int] {
      return Shortcuts.differences(lhs, rhs, limit: limit)
    }
    if let lhs = exactly(self, as: [String: String].self), let rhs = other as? [String: String] {
      return Shortcuts.differences(lhs, rhs, limit: limit)
    }
    if let lhs = exactly(self, as: [String: Int].self), let rhs = other as? [String: Int] {
      return Shortcuts.differences(lhs, rhs, limit: limit)
    }
    guard let other = other as? [Key: Value] else { return nil }
    return Shortcuts.differences(self, other, limit: limit)
  }
}

/// Ordered collections and sets in ``ValueDiff``: the count, the first difference, and the
/// missing and extra elements.
extension ValueDiff {
  /// Count, first difference, and for small collections the missing and extra elements.
  static func collection(expected: Any, actual: Any, budget: RenderBudget) -> [String] {
    let (lhs, rhs) = (Mirror(reflecting: expected).children, Mirror(reflecting: actual).children)
    let (lhsCount, rhsCount) = (lhs.count, rhs.count)
    var output: [String] = []
    if lhsCount != rhsCount {
      output.append("count: expected \(lhsCount), got \(rhsCount)")
    }
    let mismatch = firstMismatch(expected, actual, lhs, rhs, budget: budget)
    if let index = mismatch?.index ?? (lhsCount == rhsCount ? nil : min(lhsCount, rhsCount)) {
      let old = mismatch?.expected ?? element(lhs, at: index)
      let new = mismatch?.actual ?? element(rhs, at: index)
      let lhsText = old.map { "<\(stringify($0))>" } ?? "end of collection"
      let rhsText = new.map { "<\(stringify($0))>" } ?? "end of collection"
      output.append("first difference at index \(index): expected \(lhsText), got \(rhsText)")
      if let old, let new {
        var fields: [String] = []
        compare(old, new, path: "[\(index)]", depth: 1, into: &fields)
        if fields.count > 1 || fields.first?.hasPrefix("[\(index)]:") == false {
          output += cap(fields).map { "  " + $0 }
        }
      }
    }
    let (comparisons, overflow) = lhsCount.multipliedReportingOverflow(by: rhsCount)
    guard !overflow, comparisons <= maxComparisons else { return output }
    guard let (missing, extra) = unmatched(expected, actual, lhs, rhs, budget: budget) else {
      return output
    }
    if !missing.isEmpty { output.append("missing: <\(stringify(missing))>") }
    if !extra.isEmpty { output.append("extra: <\(stringify(extra))>") }
    return output
  }

  /// Elements of `expected` not matched in `actual`, and those of `actual` left over; `nil`
  /// when the time ran out.
  private static func unmatched(
    _ expected: Any, _ actual: Any, _ lhs: Mirror.Children, _ rhs: Mirror.Children,
    budget: RenderBudget
  ) -> (missing: [Any], extra: [Any])? {
    if let typed = expected as? any ElementwiseComparable,
      let found = typed.briskUnmatched(with: actual)
    {
      return found
    }
    let (old, new) = (lhs.map(\.value), rhs.map(\.value))
    var unmatched = Array(new.indices)
    var missing: [Any] = []
    for element in old {
      guard !budget.isExpired else { return nil }
      if let position = unmatched.firstIndex(where: { equal(element, new[$0]) }) {
        unmatched.remove(at: position)
      } else {
        missing.append(element)
      }
    }
    return (missing, unmatched.map { new[$0] })
  }

  /// The first index where both collections have unequal elements: typed when the elements
  /// are `Equatable`, one by one through `Any` otherwise, until the time runs out.
  private static func firstMismatch(
    _ expected: Any, _ actual: Any, _ lhs: Mirror.Children, _ rhs: Mirror.Children,
    budget: RenderBudget
  ) -> (index: Int, expected: Any, actual: Any)? {
    if let typed = expected as? any ElementwiseComparable,
      let found = typed.briskFirstMismatch(with: actual)
    {
      return found
    }
    for (offset, (old, new)) in zip(lhs, rhs).enumerated() {
      if offset.isMultiple(of: 256), budget.isExpired { return nil }
      if !equal(old.value, new.value) { return (offset, old.value, new.value) }
    }
    return nil
  }

  private static func element(_ children: Mirror.Children, at offset: Int) -> Any? {
    guard offset < children.count else { return nil }
    return children[children.index(children.startIndex, offsetBy: offset)].value
  }

  static func set(expected: [Any], actual: [Any]) -> [String] {
    let lhs = Set(expected.map { stringify($0) })
    let rhs = Set(actual.map { stringify($0) })
    func list(_ items: Set<String>) -> String {
      "<["
        + items.sorted { $0.compare($1, options: [.numeric]) == .orderedAscending }
        .joined(separator: ", ") + "]>"
    }
    var output: [String] = []
    if !lhs.subtracting(rhs).isEmpty { output.append("missing: " + list(lhs.subtracting(rhs))) }
    if !rhs.subtracting(lhs).isEmpty { output.append("extra: " + list(rhs.subtracting(lhs))) }
    return output
  }
}

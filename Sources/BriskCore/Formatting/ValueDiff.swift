import Foundation

/// The detail lines under an equality failure: what differs between two values.
///
/// - Strings get a line diff (``StringDiff``).
/// - Ordered collections show the first differing index and the missing and extra elements.
/// - Sets show missing and extra elements; dictionaries show the differing keys.
/// - Structs, classes, tuples and enums show a field-by-field diff, found by reflection.
enum ValueDiff {
  /// At most this many differing fields are listed: ``FailureMessageLimit/differences``.
  static var maxLines: Int {
    FailureMessageLimit.current.differences
  }
  /// Missing and extra elements are computed only below this many comparisons.
  static let maxComparisons = 1_000_000

  static func lines(expected: Any?, actual: Any?) -> [String] {
    RenderBudget.run { budget in
      guard let expected = Stringify.unwrap(expected), let actual = Stringify.unwrap(actual)
      else { return [] }
      return lines(expected: expected, actual: actual, budget: budget)
    }
  }

  private static func lines(expected: Any, actual: Any, budget: RenderBudget) -> [String] {
    if let expected = expected as? String, let actual = actual as? String {
      return StringDiff.lines(expected: expected, actual: actual)
    }
    if Stringify.isScalar(expected) || Stringify.isScalar(actual) { return [] }
    // Typed fast paths first: hash lookups and typed comparisons, no whole-value pass.
    if let typed = expected as? any SetDifferencing,
      let (missing, extra) = typed.briskDifference(from: actual)
    {
      return [
        missing.map { "missing: <\(stringify($0))>" }, extra.map { "extra: <\(stringify($0))>" },
      ]
      .compactMap { $0 }
    }
    if let typed = expected as? any EntryDifferencing,
      let found = typed.briskDifferences(from: actual, limit: maxLines)
    {
      var fields: [String] = []
      entryLines(found, path: "", depth: 0, into: &fields)
      return fields.isEmpty ? [] : ["differences:"] + fields.map { "  " + $0 }
    }
    if expected is any ElementwiseComparable,
      Mirror(reflecting: actual).displayStyle == .collection
    {
      return collection(expected: expected, actual: actual, budget: budget)
    }
    if let equal = dynamicallyEqual(expected, actual), equal { return [] }
    let mirror = Mirror(reflecting: expected)
    switch mirror.displayStyle {
    case .collection? where Mirror(reflecting: actual).displayStyle == .collection:
      return collection(expected: expected, actual: actual, budget: budget)
    case .set? where Mirror(reflecting: actual).displayStyle == .set:
      return set(
        expected: mirror.children.prefix(Stringify.sortLimit).map(\.value),
        actual: Mirror(reflecting: actual).children.prefix(Stringify.sortLimit).map(\.value))
    default:
      var fields: [String] = []
      compare(expected, actual, path: "", depth: 0, into: &fields)
      guard !(fields.count == 1 && fields[0].hasPrefix(": ")) else { return [] }
      return fields.isEmpty ? [] : ["differences:"] + cap(fields).map { "  " + $0 }
    }
  }

  // MARK: Fields

  static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
    dynamicallyEqual(lhs, rhs) ?? (stringify(lhs) == stringify(rhs))
  }

  static func compare(
    _ expected: Any?, _ actual: Any?, path: String, depth: Int, into lines: inout [String]
  ) {
    guard lines.count <= maxLines, !RenderBudget.current.isExpired else { return }
    guard let expected = Stringify.unwrap(expected), let actual = Stringify.unwrap(actual) else {
      if Stringify.unwrap(expected) != nil || Stringify.unwrap(actual) != nil {
        lines.append(leaf(path, expected, actual))
      }
      return
    }
    let equal = dynamicallyEqual(expected, actual)
    if let equal {
      if equal { return }
      if !structured(expected) { return lines.append(leaf(path, expected, actual)) }
    }
    let lhs = Mirror(reflecting: expected)
    let rhs = Mirror(reflecting: actual)
    guard type(of: expected) == type(of: actual), depth < 8, structured(expected) else {
      // Values known to differ are shown even when their cut texts look the same.
      if equal == false || stringify(expected) != stringify(actual) {
        lines.append(leaf(path, expected, actual))
      }
      return
    }
    switch lhs.displayStyle {
    case .collection?:
      guard lhs.children.count == rhs.children.count else {
        return lines.append(leaf(path, expected, actual))
      }
      // Equal elements add no line, so only the differing ones need a look: found typed when
      // the elements are `Equatable`, one by one otherwise.
      if let typed = expected as? any ElementwiseComparable,
        let found = typed.briskMismatches(with: actual, limit: maxLines + 1)
      {
        for (index, old, new) in found {
          compare(old, new, path: "\(path)[\(index)]", depth: depth + 1, into: &lines)
        }
        return
      }
      let (old, new) = (lhs.children.map(\.value), rhs.children.map(\.value))
      for index in old.indices {
        compare(old[index], new[index], path: "\(path)[\(index)]", depth: depth + 1, into: &lines)
      }
    case .dictionary?:
      if let typed = expected as? any EntryDifferencing,
        let found = typed.briskDifferences(from: actual, limit: maxLines)
      {
        entryLines(found, path: path, depth: depth, into: &lines)
      } else {
        compareEntries(lhs, rhs, path: path, depth: depth, into: &lines)
      }
    case .enum?:
      let (old, new) = (lhs.children.first, rhs.children.first)
      guard let old, let new, old.label == new.label else {
        return lines.append(leaf(path, expected, actual))
      }
      compare(
        old.value, new.value, path: "\(path).\(old.label ?? "")", depth: depth + 1, into: &lines)
    default:
      let (old, new) = (fields(of: lhs), fields(of: rhs))
      guard old.map(\.label) == new.map(\.label), !old.isEmpty else {
        if stringify(expected) != stringify(actual) { lines.append(leaf(path, expected, actual)) }
        return
      }
      for (field, other) in zip(old, new) {
        let step = field.label.hasPrefix(".") ? field.label : ".\(field.label)"
        compare(field.value, other.value, path: path + step, depth: depth + 1, into: &lines)
      }
    }
  }

  private static func compareEntries(
    _ lhs: Mirror, _ rhs: Mirror, path: String, depth: Int, into lines: inout [String]
  ) {
    func entries(_ mirror: Mirror) -> [String: Any] {
      var result: [String: Any] = [:]
      for child in mirror.children {
        let pair = Array(Mirror(reflecting: child.value).children)
        if pair.count == 2 { result[stringify(pair[0].value)] = pair[1].value }
      }
      return result
    }
    let (old, new) = (entries(lhs), entries(rhs))
    for key in Set(old.keys).union(new.keys).sorted() {
      entryLine(old[key], new[key], path: "\(path)[\(key)]", depth: depth, into: &lines)
    }
  }

  /// The line for one dictionary entry that differs: missing on one side, or its values compared.
  private static func entryLine(
    _ expected: Any?, _ actual: Any?, path: String, depth: Int, into lines: inout [String]
  ) {
    switch (expected, actual) {
    case (let value?, nil): lines.append("\(path): expected <\(stringify(value))>, got no entry")
    case (nil, let value?): lines.append("\(path): expected no entry, got <\(stringify(value))>")
    case (let lhs?, let rhs?): compare(lhs, rhs, path: path, depth: depth + 1, into: &lines)
    case (nil, nil): break
    }
  }

  /// One line per differing entry found by hash lookup, and how many more there are.
  private static func entryLines(
    _ found: (shown: [(key: Any, expected: Any?, actual: Any?)], total: Int),
    path: String, depth: Int, into lines: inout [String]
  ) {
    for entry in found.shown {
      let keyPath = "\(path)[\(stringify(entry.key))]"
      entryLine(entry.expected, entry.actual, path: keyPath, depth: depth, into: &lines)
    }
    if found.total > found.shown.count {
      lines.append("… (\(TextCut.grouped(found.total - found.shown.count)) more differences)")
    }
  }

  /// Stored properties, including inherited ones for classes.
  private static func fields(of mirror: Mirror) -> [(label: String, value: Any)] {
    var result: [(label: String, value: Any)] = []
    var current: Mirror? = mirror
    while let level = current {
      result =
        level.children.enumerated().map { ($0.element.label ?? "\($0.offset)", $0.element.value) }
        + result
      current = level.superclassMirror
    }
    return result
  }

  private static func structured(_ value: Any) -> Bool {
    // Its stored parts are not what a person reads: it differs as one value.
    if ValueKind.of(value) == .standard { return false }
    switch Mirror(reflecting: value).displayStyle {
    case .struct?, .class?, .tuple?, .enum?, .collection?, .dictionary?:
      return !Mirror(reflecting: value).children.isEmpty
    default:
      return false
    }
  }

  private static func leaf(_ path: String, _ expected: Any?, _ actual: Any?) -> String {
    "\(path): expected <\(stringify(expected))>, got <\(stringify(actual))>"
  }

  static func cap(_ lines: [String]) -> [String] {
    guard lines.count > maxLines else { return lines }
    // Collection stops soon after the limit, so the true count is not known.
    return Array(lines.prefix(maxLines)) + ["… (more differences not shown)"]
  }
}

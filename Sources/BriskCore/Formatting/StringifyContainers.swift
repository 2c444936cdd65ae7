import Foundation

/// Collections, sets and dictionaries in ``stringify(_:)``: at most
/// ``FailureMessageLimit/elements`` shown, what is left out counted, `… (968 more)`.
extension Stringify {
  /// Sets and dictionaries up to this size are rendered whole and sorted by their text; larger
  /// ones show their smallest elements by value when those are `Comparable`, and otherwise the
  /// first this many found, sorted. It is 1,000, or as many elements as a raised
  /// ``FailureMessageLimit`` shows.
  static var sortLimit: Int {
    max(1_000, FailureMessageLimit.current.elements)
  }

  static func list(
    _ mirror: Mirror, of value: Any, depth: Int, sorted: Bool, budget: RenderBudget
  ) -> String {
    let count = mirror.children.count
    let limit = budget.limit.elements
    let items: [Any] =
      sorted
      ? sample(value, mirror: mirror, limit: limit) : mirror.children.prefix(limit).map(\.value)
    let rendered = renderEach(items, depth: depth, sorted: sorted, budget: budget) {
      render($0, depth: depth + 1, budget: budget)
    }
    return "[" + elided(rendered, of: count).joined(separator: ", ") + "]"
  }

  static func dictionary(_ mirror: Mirror, of value: Any, depth: Int, budget: RenderBudget)
    -> String
  {
    let count = mirror.children.count
    guard count > 0 else { return "[:]" }
    let limit = budget.limit.elements
    let entries: [Any]
    if count > sortLimit, let typed = value as? any SmallestEntries {
      entries = typed.briskSmallestEntries(limit).map { ($0.key, $0.value) as Any }
    } else {
      entries = mirror.children.prefix(sortLimit).map(\.value)
    }
    let rendered = renderEach(entries, depth: depth, sorted: true, budget: budget) { entry in
      let pair = Array(Mirror(reflecting: entry).children)
      guard pair.count == 2 else { return render(entry, depth: depth + 1, budget: budget) }
      let key = render(pair[0].value, depth: depth + 1, budget: budget)
      return "\(key): \(render(pair[1].value, depth: depth + 1, budget: budget))"
    }
    return "[" + elided(rendered, of: count).joined(separator: ", ") + "]"
  }

  /// Up to `limit` elements of a large unordered container, in the order Brisk shows them.
  static func sample<Element>(_ items: [Element], limit: Int) -> [Any] {
    if items.count > sortLimit, let typed = items as Any as? any SmallestElements {
      return typed.briskSmallest(limit)
    }
    let texts = items.prefix(sortLimit).map { (item: $0 as Any, text: stringify($0)) }
    return texts.sorted { ordered($0.text, $1.text) }.prefix(limit).map(\.item)
  }

  /// The elements of a set to show: all of a small one, the smallest of a large one.
  private static func sample(_ value: Any, mirror: Mirror, limit: Int) -> [Any] {
    if mirror.children.count > sortLimit, let typed = value as? any SmallestElements {
      return typed.briskSmallest(limit)
    }
    return mirror.children.prefix(sortLimit).map(\.value)
  }

  /// Renders `items` in order until the time budget runs out, sorted by their text if asked:
  /// at most ``FailureMessageLimit/elements`` of them, and no more once they fill the value's
  /// share of characters.
  private static func renderEach(
    _ items: [Any], depth: Int, sorted: Bool, budget: RenderBudget, _ render: (Any) -> String
  ) -> [String] {
    var rendered: [String] = []
    var length = 0
    for item in items {
      if !rendered.isEmpty, budget.isExpired { break }
      let text = render(item)
      rendered.append(text)
      length += text.utf8.count
      if !sorted, length > budget.limit.valueCharacters { break }
    }
    guard sorted else { return Array(rendered.prefix(budget.limit.elements)) }
    rendered.sort(by: ordered)
    var kept: [String] = []
    length = 0
    for text in rendered.prefix(budget.limit.elements) {
      if !kept.isEmpty, length > budget.limit.valueCharacters { break }
      kept.append(text)
      length += text.utf8.count
    }
    return kept
  }

  /// `rendered` with `… (N more)` for the elements of `count` not shown.
  private static func elided(_ rendered: [String], of count: Int) -> [String] {
    guard count > rendered.count else { return rendered }
    return rendered + ["… (\(TextCut.grouped(count - rendered.count)) more)"]
  }

  /// Orders rendered elements so that `2` comes before `10`.
  static func ordered(_ lhs: String, _ rhs: String) -> Bool {
    lhs.compare(rhs, options: [.numeric]) == .orderedAscending
  }
}

/// Structs and enums without a description of their own, in ``stringify(_:)``.
///
/// A small value is shown as Swift prints it, `User(name: "Ann", age: 3)`, unless it holds a
/// standard value whose storage Swift would print (``ReadableStandardValue``). Printing a large one
/// would take as long as the value is big (a 10,000-deep enum, a struct that holds a million
/// elements), so Brisk walks it itself, depth first, and stops once the value's share of the
/// limit is written: `link(link(link(…` ending in the marker `… (rest not shown)`.
enum ReflectedValue {
  /// Values with at most this many parts, nested or not, are printed by Swift.
  static let smallParts = 256
  /// The walk stops at this depth, so it never runs deep on the stack.
  static let maxDepth = 100
  /// Ends a walk that stopped early.
  static let marker = "… (rest not shown)"

  static func render(_ value: Any, budget: RenderBudget) -> String {
    if isSmall(value, budget: budget) {
      return TextCut.cut(String(describing: value), to: budget.limit.valueCharacters)
    }
    var output = ""
    let finished = walk(value, depth: 0, into: &output, budget: budget)
    return finished ? output : output + marker
  }

  /// Whether `value` has at most ``smallParts`` parts and no long string inside.
  private static func isSmall(_ value: Any, budget: RenderBudget) -> Bool {
    var pending: [Any] = [value]
    var parts = 0
    while let next = pending.popLast() {
      parts += 1
      guard parts <= smallParts else { return false }
      if let text = next as? String {
        guard text.utf8.count <= budget.limit.valueCharacters else { return false }
        continue
      }
      let kind = ValueKind.of(next)
      // Swift would print its storage (`Date`'s description, `Duration`'s words): walked.
      if kind == .standard { return false }
      guard kind != .scalar, kind != .described, kind != .classInstance else { continue }
      pending += Mirror(reflecting: next).children.prefix(smallParts).map(\.value)
    }
    return true
  }

  /// Writes `value` into `output`; `false` when it stopped at the size, time or depth limit.
  private static func walk(
    _ value: Any, depth: Int, into output: inout String, budget: RenderBudget
  ) -> Bool {
    let room = budget.limit.valueCharacters
    guard output.utf8.count < room, depth < maxDepth, !budget.isExpired else { return false }
    if ValueKind.of(value) == .standard {
      output += Stringify.render(value, depth: 1, budget: budget)
      return true
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum?:
      guard let payload = mirror.children.first else {
        output += String(describing: value)
        return true
      }
      output += payload.label ?? Stringify.typeName(of: value)
      let tuple = Mirror(reflecting: payload.value)
      let parts: [(String?, Any)] =
        tuple.displayStyle == .tuple
        ? tuple.children.map { ($0.label?.hasPrefix(".") == false ? $0.label : nil, $0.value) }
        : [(nil, payload.value)]
      return parenthesized(parts, depth: depth, into: &output, budget: budget)
    case .struct?, .class?:
      let fields = mirror.children.map { ($0.label, $0.value) }
      output += Stringify.typeName(of: value)
      return parenthesized(fields, depth: depth, into: &output, budget: budget)
    default:
      output += TextCut.cut(String(describing: value), to: room)
      return true
    }
  }

  /// `(label: value, …)`, stopping at the first part that did not fit.
  private static func parenthesized(
    _ parts: [(String?, Any)], depth: Int, into output: inout String, budget: RenderBudget
  ) -> Bool {
    output += "("
    for (offset, (label, value)) in parts.enumerated() {
      if offset > 0 { output += ", " }
      if let label { output += "\(label): " }
      let nested = Mirror(reflecting: value).displayStyle
      if nested == .enum || nested == .struct {
        guard walk(value, depth: depth + 1, into: &output, budget: budget) else { return false }
      } else {
        output += Stringify.render(value, depth: 1, budget: budget)
      }
      guard output.utf8.count < budget.limit.valueCharacters else { return false }
    }
    output += ")"
    return true
  }
}

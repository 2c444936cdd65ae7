import Foundation

/// Renders a value for a failure message, the way Brisk shows every actual and expected value.
///
/// - `nil` is `nil`, and optionals show their wrapped value.
/// - Strings and characters are quoted and escaped: `"hello"`, `"\u{1B}[31m"`.
/// - Sets and dictionaries are sorted, so messages are stable from run to run.
/// - A class without a description shows its type name: `DetailViewController`.
/// - Large values are cut to their share of ``FailureMessageLimit`` with what was left out
///   counted: `[0, 1, 2, …, 31, … (968 more)]` and `"aaaa…" (1,200 more characters)`.
/// - Parameter value: The value to render.
/// - Returns: Its text, without the surrounding `<` and `>`.
public func stringify(_ value: Any?) -> String {
  RenderBudget.run { Stringify.render(value, depth: 0, budget: $0) }
}

/// Limits and rules behind ``stringify(_:)``.
enum Stringify {
  /// Containers nest at most this deep before their contents show as `…`.
  static let maxDepth = 8

  static func render(_ value: Any?, depth: Int, budget: RenderBudget) -> String {
    guard let value else { return "nil" }
    // The commonest types first, without the cache. These casts look through optionals too.
    switch value {
    case let value as Int: return String(value)
    case let value as String: return quoted(value, budget: budget)
    case let value as Bool: return String(value)
    case let value as Double: return String(value)
    default: break
    }
    switch ValueKind.of(value) {
    case .scalar:
      return String(describing: value)
    case .text:
      return quoted(String(describing: value), budget: budget)
    case .optional:
      return render((value as? any OptionalProtocol)?.wrappedAny, depth: depth, budget: budget)
    case .standard:
      let text = (value as? any ReadableStandardValue)?.readableText ?? String(describing: value)
      return TextCut.cut(text, to: budget.limit.valueCharacters)
    case .described:
      // A description is the value's own code and may be slow: none once the time is up.
      guard depth == 0 || !budget.isExpired else { return "\(typeName(of: value))(…)" }
      let text = String(describing: value)
      return isDefaultObjectDescription(text)
        ? typeName(of: value) : TextCut.cut(text, to: budget.limit.valueCharacters)
    case .classInstance:
      return typeName(of: value)
    case .other:
      guard depth < maxDepth else { return "…" }
      // Cut by its own walk, with its own marker.
      return renderReflected(value, depth: depth, budget: budget)
    case .collection, .set, .dictionary:
      guard depth < maxDepth else { return "…" }
      // Cut by element, with the elements left out counted.
      return renderReflected(value, depth: depth, budget: budget)
    case .tuple:
      guard depth < maxDepth else { return "…" }
      return TextCut.cut(
        renderReflected(value, depth: depth, budget: budget), to: budget.limit.valueCharacters)
    }
  }

  /// Removes any number of optional layers; `nil` if the innermost is empty.
  static func unwrap(_ value: Any?) -> Any? {
    guard let value else { return nil }
    guard ValueKind.of(value) == .optional else { return value }
    return unwrap((value as? any OptionalProtocol)?.wrappedAny)
  }

  /// Whether two values of a type never need a diff under the message; compares type identity
  /// only, so it is cheap.
  static func isScalarType(_ type: Any.Type) -> Bool {
    type == Int.self || type == Bool.self || type == Double.self || type == Float.self
  }

  /// Whether a value has no parts worth diffing: numbers, booleans, strings, types.
  static func isScalar(_ value: Any) -> Bool {
    let kind = ValueKind.of(value)
    return kind == .scalar || kind == .text || kind == .standard
  }

  private static func renderReflected(_ value: Any, depth: Int, budget: RenderBudget) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection?:
      return list(mirror, of: value, depth: depth, sorted: false, budget: budget)
    case .set?:
      return list(mirror, of: value, depth: depth, sorted: true, budget: budget)
    case .dictionary?:
      return dictionary(mirror, of: value, depth: depth, budget: budget)
    case .tuple?:
      let parts = mirror.children.map { child -> String in
        let text = render(child.value, depth: depth + 1, budget: budget)
        guard let label = child.label, !label.hasPrefix(".") else { return text }
        return "\(label): \(text)"
      }
      return "(" + parts.joined(separator: ", ") + ")"
    default:
      if let range = partialRange(mirror, of: value, budget: budget) {
        return TextCut.cut(range, to: budget.limit.valueCharacters)
      }
      return ReflectedValue.render(value, budget: budget)
    }
  }

  /// `NSObject`'s own description, `<Module.Type: 0x…>`: Brisk shows the type name instead, as
  /// for any class without a description.
  private static func isDefaultObjectDescription(_ text: String) -> Bool {
    text.hasPrefix("<") && text.hasSuffix(">") && text.contains(": 0x") && !text.contains("\n")
  }

  /// `5...`, `...5` and `..<5` instead of `PartialRangeFrom<Int>(lowerBound: 5)`.
  private static func partialRange(_ mirror: Mirror, of value: Any, budget: RenderBudget)
    -> String?
  {
    guard let bound = mirror.children.first?.value else { return nil }
    let name = typeName(of: value)
    let text = { render(bound, depth: 1, budget: budget) }
    if name.hasPrefix("PartialRangeFrom<") { return "\(text())..." }
    if name.hasPrefix("PartialRangeThrough<") { return "...\(text())" }
    if name.hasPrefix("PartialRangeUpTo<") { return "..<\(text())" }
    return nil
  }

  /// A string in quotes with Swift escapes, its first characters only when it is long: the cut
  /// costs the characters kept, the count of the rest one pass over its bytes.
  static func quoted(_ string: String, budget: RenderBudget) -> String {
    guard let (kept, rest) = TextCut.split(string, after: budget.limit.valueCharacters) else {
      return string.debugDescription
    }
    let cut = String(kept).debugDescription.dropLast()
    return "\(cut)…\" (\(TextCut.grouped(TextCut.characterCount(rest))) more characters)"
  }

  /// The unqualified name of a value's dynamic type.
  static func typeName(of value: Any) -> String {
    String(describing: type(of: value))
  }
}

/// Lets ``Stringify`` look inside an optional held as `Any` without reflection.
protocol OptionalProtocol {
  var wrappedAny: Any? { get }
}

extension Optional: OptionalProtocol {
  var wrappedAny: Any? {
    self.map { $0 }
  }
}

/// Renders a thrown error: `LoadError.offline` for an enum case that has no description of its
/// own (nested types keep their outer names: `Checkout.Error.declined`), its description
/// otherwise.
/// - Parameter error: The error to render.
/// - Returns: Its text, without the surrounding `<` and `>`.
public func stringify(error: any Error) -> String {
  let text = String(describing: error)
  guard Mirror(reflecting: error).displayStyle == .enum, !hasOwnDescription(error) else {
    return text
  }
  // `Module.Outer.Inner` without the module, or the marker a private type's context leaves.
  let qualified = String(reflecting: type(of: error))
  let type = qualified.split(separator: ".").dropFirst()
    .filter { !$0.hasPrefix("(unknown context") }.joined(separator: ".")
  let name = type.isEmpty ? Stringify.typeName(of: error) : type
  return text.hasPrefix(name + "(") ? text : "\(name).\(text)"
}

/// Whether the error's own type describes itself. Checked on the type, because a value test would
/// see the `NSError` every error can bridge to.
private func hasOwnDescription<E: Error>(_ error: E) -> Bool {
  E.self is any CustomStringConvertible.Type || E.self is any CustomDebugStringConvertible.Type
}

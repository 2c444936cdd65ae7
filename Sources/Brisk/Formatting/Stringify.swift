import Foundation

/// Renders a value for a failure message, the way Brisk shows every actual and expected value.
///
/// - `nil` is `nil`, and optionals show their wrapped value.
/// - Strings and characters are quoted and escaped: `"hello"`.
/// - Sets and dictionaries are sorted, so messages are stable from run to run.
/// - A class without a description shows its type name: `DetailViewController`.
/// - Large values are cut to a readable size with the elided count shown:
///   `[0, 1, 2, …, 31, … (968 more)]` and `"aaaa…" (1200 more characters)`.
/// - Parameter value: The value to render.
/// - Returns: Its text, without the surrounding `<` and `>`.
public func stringify(_ value: Any?) -> String {
  Stringify.render(value, depth: 0)
}

/// Limits and rules behind ``stringify(_:)``.
enum Stringify {
  /// Collections show at most this many elements.
  static let maxElements = 32
  /// Rendered text is cut after this many characters.
  static let maxCharacters = 1_000

  static func render(_ value: Any?, depth: Int) -> String {
    guard let value else { return "nil" }
    // The commonest types first, without the cache. These casts look through optionals too.
    switch value {
    case let value as Int: return String(value)
    case let value as String: return quoted(value)
    case let value as Bool: return String(value)
    case let value as Double: return String(value)
    default: break
    }
    switch ValueKind.of(value) {
    case .scalar:
      return String(describing: value)
    case .text:
      return quoted(String(describing: value))
    case .optional:
      return render((value as? any OptionalProtocol)?.wrappedAny, depth: depth)
    case .described:
      let text = String(describing: value)
      return isDefaultObjectDescription(text) ? typeName(of: value) : truncate(text)
    case .classInstance:
      return typeName(of: value)
    case .collection, .set, .dictionary, .tuple, .other:
      guard depth < 8 else { return "…" }
      return truncate(renderReflected(value, depth: depth))
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
    return kind == .scalar || kind == .text
  }

  private static func renderReflected(_ value: Any, depth: Int) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection?:
      return list(mirror.children.map(\.value), depth: depth, sorted: false)
    case .set?:
      return list(mirror.children.map(\.value), depth: depth, sorted: true)
    case .dictionary?:
      return dictionary(mirror, depth: depth)
    case .tuple?:
      let parts = mirror.children.map { child -> String in
        let text = render(child.value, depth: depth + 1)
        guard let label = child.label, !label.hasPrefix(".") else { return text }
        return "\(label): \(text)"
      }
      return "(" + parts.joined(separator: ", ") + ")"
    default:
      return partialRange(mirror, of: value) ?? String(describing: value)
    }
  }

  /// `NSObject`'s own description, `<Module.Type: 0x…>`: Brisk shows the type name instead, as
  /// for any class without a description.
  private static func isDefaultObjectDescription(_ text: String) -> Bool {
    text.hasPrefix("<") && text.hasSuffix(">") && text.contains(": 0x") && !text.contains("\n")
  }

  /// `5...`, `...5` and `..<5` instead of `PartialRangeFrom<Int>(lowerBound: 5)`.
  private static func partialRange(_ mirror: Mirror, of value: Any) -> String? {
    guard let bound = mirror.children.first?.value else { return nil }
    let name = typeName(of: value)
    if name.hasPrefix("PartialRangeFrom<") { return "\(render(bound, depth: 1))..." }
    if name.hasPrefix("PartialRangeThrough<") { return "...\(render(bound, depth: 1))" }
    if name.hasPrefix("PartialRangeUpTo<") { return "..<\(render(bound, depth: 1))" }
    return nil
  }

  private static func list(_ elements: [Any], depth: Int, sorted: Bool) -> String {
    var rendered = elements.prefix(sorted ? elements.count : maxElements).map {
      render($0, depth: depth + 1)
    }
    if sorted { rendered = Array(rendered.sorted(by: ordered).prefix(maxElements)) }
    if elements.count > maxElements {
      rendered.append("… (\(elements.count - maxElements) more)")
    }
    return "[" + rendered.joined(separator: ", ") + "]"
  }

  private static func dictionary(_ mirror: Mirror, depth: Int) -> String {
    let entries = mirror.children.map { child -> (key: String, value: String) in
      let pair = Array(Mirror(reflecting: child.value).children)
      guard pair.count == 2 else { return (render(child.value, depth: depth + 1), "") }
      return (render(pair[0].value, depth: depth + 1), render(pair[1].value, depth: depth + 1))
    }
    guard !entries.isEmpty else { return "[:]" }
    var rendered = entries.sorted { ordered($0.key, $1.key) }.prefix(maxElements).map {
      "\($0.key): \($0.value)"
    }
    if entries.count > maxElements {
      rendered.append("… (\(entries.count - maxElements) more)")
    }
    return "[" + rendered.joined(separator: ", ") + "]"
  }

  /// Orders rendered elements so that `2` comes before `10`.
  private static func ordered(_ lhs: String, _ rhs: String) -> Bool {
    lhs.compare(rhs, options: [.numeric]) == .orderedAscending
  }

  static func quoted(_ string: String) -> String {
    guard string.count > maxCharacters else { return string.debugDescription }
    let kept = String(string.prefix(maxCharacters))
    let cut = kept.debugDescription.dropLast()
    return "\(cut)…\" (\(string.count - maxCharacters) more characters)"
  }

  private static func truncate(_ text: String) -> String {
    guard text.count > maxCharacters else { return text }
    return "\(text.prefix(maxCharacters))… (\(text.count - maxCharacters) more characters)"
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

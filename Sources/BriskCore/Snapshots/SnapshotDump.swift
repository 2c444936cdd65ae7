import Foundation

/// Renders any value as readable, deterministic text for a snapshot: the same value gives the same
/// text on every run and every platform.
///
/// ```text
/// Order(
///   id: 7,
///   lines: [
///     Line(sku: "A-1", quantity: 2),
///     Line(sku: "B-22", quantity: 1),
///   ],
///   status: Status.shipped(days: 3),
///   tags: [
///     "gift",
///     "urgent",
///   ],
///   notes: [
///     "a": 1,
///     "b": 2,
///   ],
///   coupon: nil,
/// )
/// ```
///
/// The layout is stable: adding, removing or changing one element changes only that element's
/// lines, so a golden file's diff shows what changed in the value.
/// - Arrays, sets and dictionaries with any element show one element per line, each followed by a
///   comma, so appending one adds one line.
/// - Structs, classes, enums and tuples show their stored properties: on one line when it is
///   short (80 UTF-8 bytes at most) and holds no multi-line part, otherwise one per line, each
///   followed by a comma, indented.
/// - Sets are sorted and dictionaries are sorted by key, so hashing order never shows.
/// - Memory addresses, `ObjectIdentifier`s and pointers are left out: they change from run to run.
/// - A class instance met again inside itself is shown as `Type(↩︎)`, so cycles end.
/// - Nothing is cut: unlike a failure message, a snapshot keeps every element.
/// - Parameter value: The value to render.
/// - Returns: Its text, without a trailing newline.
public func snapshotDump(_ value: Any?) -> String {
  var dumper = SnapshotDump()
  return dumper.render(value, depth: 0)
}

/// The rules behind ``snapshotDump(_:)``.
struct SnapshotDump {
  /// Deeper values are shown as `…`: deep enough for any real model, and a bound on recursion.
  static let maxDepth = 64

  /// The class instances being rendered, outermost first, to end cycles.
  private var path: [ObjectIdentifier] = []

  mutating func render(_ value: Any?, depth: Int) -> String {
    guard let value else { return "nil" }
    // The kind is cached per type: one lookup instead of a chain of dynamic casts.
    let kind = ValueKind.of(value)
    switch kind {
    case .optional: return render((value as? any OptionalProtocol)?.wrappedAny, depth: depth)
    case .scalar: return String(describing: value)
    case .text: return String(describing: value).debugDescription
    case .standard:
      return (value as? any ReadableStandardValue)?.readableText ?? String(describing: value)
    case .described: if let hidden = Self.runDependent(value) { return hidden }
    default: break
    }
    guard depth < Self.maxDepth else { return "…" }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection?:
      return list(mirror.children.map { render($0.value, depth: depth + 1) })
    case .set?:
      return list(mirror.children.map { render($0.value, depth: depth + 1) }.sorted(by: ordered))
    case .dictionary?:
      return dictionary(mirror, depth: depth)
    case .tuple?:
      return block("(", fields(mirror, depth: depth), ")")
    case .enum?:
      return enumCase(value, mirror, depth: depth)
    case .class?:
      let object = ObjectIdentifier(value as AnyObject)
      guard !path.contains(object) else { return Self.typeName(of: value) + "(↩︎)" }
      path.append(object)
      defer { path.removeLast() }
      return structured(value, mirror, depth: depth)
    default:
      return structured(value, mirror, depth: depth)
    }
  }

  /// `ObjectIdentifier(…)`, `UnsafeMutableRawPointer(…)`: values that are addresses, which change
  /// from run to run.
  private static func runDependent(_ value: Any) -> String? {
    let name = typeName(of: value)
    let isPointer = name.hasPrefix("Unsafe") && name.contains("Pointer")
    guard value is ObjectIdentifier || value is OpaquePointer || isPointer else { return nil }
    return name + "(…)"
  }

  /// A struct or class: `Type(label: value, …)`, or its own description when it shows only
  /// private storage (`URL`, `Date`, `UUID`), without addresses.
  private mutating func structured(_ value: Any, _ mirror: Mirror, depth: Int) -> String {
    let onlyPrivate = mirror.children.allSatisfy { $0.label?.hasPrefix("_") ?? false }
    if onlyPrivate, mirror.superclassMirror == nil, value is any CustomStringConvertible {
      let text = String(describing: value)
      // `NSObject`'s own description, `<Module.Type: 0x…>`, says nothing but the type.
      let isDefault = text.hasPrefix("<") && text.hasSuffix(">") && text.contains(": 0x")
      return isDefault ? Self.typeName(of: value) + "()" : withoutAddresses(text)
    }
    return block(Self.typeName(of: value) + "(", fields(mirror, depth: depth), ")")
  }

  /// `Type.case`, or `Type.case(payload)` with the payload's fields.
  private mutating func enumCase(_ value: Any, _ mirror: Mirror, depth: Int) -> String {
    let type = Self.typeName(of: value)
    guard let payload = mirror.children.first else {
      let text = String(describing: value)
      return text.hasPrefix(type + ".") ? text : "\(type).\(text)"
    }
    let name = "\(type).\(payload.label ?? "")("
    let inner = Mirror(reflecting: payload.value)
    if inner.displayStyle == .tuple {
      return block(name, fields(inner, depth: depth), ")")
    }
    return block(name, [render(payload.value, depth: depth + 1)], ")")
  }

  /// `label: value` for each child; a tuple's unlabelled `.0` shows the value alone.
  private mutating func fields(_ mirror: Mirror, depth: Int) -> [String] {
    var parts: [String] = []
    var current: Mirror? = mirror
    var levels: [Mirror] = []
    while let level = current {
      levels.insert(level, at: 0)
      current = level.superclassMirror
    }
    for level in levels {
      for child in level.children {
        let text = render(child.value, depth: depth + 1)
        guard let label = child.label, !label.hasPrefix(".") else {
          parts.append(text)
          continue
        }
        parts.append("\(label): \(text)")
      }
    }
    return parts
  }

  private mutating func dictionary(_ mirror: Mirror, depth: Int) -> String {
    let entries = mirror.children.map { child -> (key: String, value: String) in
      let pair = Array(Mirror(reflecting: child.value).children)
      guard pair.count == 2 else { return (render(child.value, depth: depth + 1), "") }
      return (render(pair[0].value, depth: depth + 1), render(pair[1].value, depth: depth + 1))
    }
    guard !entries.isEmpty else { return "[:]" }
    let sorted = entries.sorted { ordered($0.key, $1.key) }
    return column("[", sorted.map { "\($0.key): \($0.value)" }, "]")
  }

  /// `[]`, or one element per line: a collection's layout never depends on its length.
  private func list(_ elements: [String]) -> String {
    elements.isEmpty ? "[]" : column("[", elements, "]")
  }

  /// Parts on one line when they are short and single-line, otherwise one per line, indented.
  private func block(_ open: String, _ parts: [String], _ close: String) -> String {
    // UTF-8 operations only: walking characters, or Foundation's string search, is many times
    // slower. The width is counted in UTF-8 bytes, the same on every platform.
    let oneLine = parts.joined(separator: ", ")
    let width = open.utf8.count + oneLine.utf8.count + close.utf8.count
    if width <= 80, !oneLine.utf8.contains(UInt8(ascii: "\n")) {
      return open + oneLine + close
    }
    return column(open, parts, close)
  }

  /// One part per line, indented, each followed by a comma, so adding or removing a part at the
  /// end changes no other line.
  private func column(_ open: String, _ parts: [String], _ close: String) -> String {
    open + "\n" + parts.map { indented($0) + ",\n" }.joined() + close
  }

  /// `text` with two spaces before each of its lines.
  private func indented(_ text: String) -> String {
    var bytes: [UInt8] = [32, 32]
    bytes.reserveCapacity(text.utf8.count + 32)
    for byte in text.utf8 {
      bytes.append(byte)
      if byte == UInt8(ascii: "\n") { bytes += [32, 32] }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Orders rendered elements so that `2` comes before `10`; `"01"` and `"1"`, the same number,
  /// by their characters, so the order never depends on the hash order of the input.
  private func ordered(_ lhs: String, _ rhs: String) -> Bool {
    SnapshotJSONOrder.precedes(lhs, rhs)
  }

  /// Replaces hexadecimal addresses (`0x600000c04000`) with `0x…`.
  private func withoutAddresses(_ text: String) -> String {
    guard text.contains("0x") else { return text }
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(of: "0x") {
      result += rest[..<range.upperBound]
      rest = rest[range.upperBound...]
      let digits = rest.prefix(while: \.isHexDigit)
      if digits.count >= 4 {
        result += "…"
        rest = rest.dropFirst(digits.count)
      }
    }
    return result + rest
  }

  private static func typeName(of value: Any) -> String {
    Stringify.typeName(of: value)
  }
}

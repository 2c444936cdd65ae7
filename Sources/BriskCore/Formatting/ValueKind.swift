/// How Brisk renders and diffs values of a type. Working this out needs casts and reflection, so
/// it is done once per type and cached.
enum ValueKind: Sendable, Equatable {
  /// Numbers, booleans and metatypes: rendered with their description, never diffed.
  case scalar
  /// `String`, `Substring` and `Character`: quoted, and diffed line by line.
  case text
  /// An optional: rendered as its wrapped value or `nil`.
  case optional
  /// `Duration`, `Date`, `URL`, `UUID`, `Decimal`, `Measurement`, ranges: rendered as people
  /// write them and diffed as one value (``ReadableStandardValue``).
  case standard
  case collection
  case set
  case dictionary
  case tuple
  /// A type with its own description, other than the containers above.
  case described
  case classInstance
  case other

  private static let cache = Locked([ObjectIdentifier: ValueKind]())

  /// The kind of `value`'s dynamic type.
  static func of(_ value: Any) -> ValueKind {
    let type = ObjectIdentifier(Swift.type(of: value))
    if let cached = cache.withLock({ $0[type] }) { return cached }
    let kind = classify(value)
    cache.withLock { $0[type] = kind }
    return kind
  }

  private static func classify(_ value: Any) -> ValueKind {
    // First: dynamic casts look through optionals, so `Optional(3) is Int` is true.
    if value is any OptionalProtocol { return .optional }
    if value is any ReadableStandardValue { return .standard }
    switch value {
    case is String, is Substring, is Character: return .text
    case is Int, is Bool, is Double, is Float, is any Any.Type: return .scalar
    case is any BinaryInteger, is any FloatingPoint: return .scalar
    default: break
    }
    switch Mirror(reflecting: value).displayStyle {
    case .collection?: return .collection
    case .set?: return .set
    case .dictionary?: return .dictionary
    case .tuple?: return .tuple
    default: break
    }
    if value is any CustomStringConvertible || value is any CustomDebugStringConvertible {
      return .described
    }
    return Mirror(reflecting: value).displayStyle == .class ? .classInstance : .other
  }
}

/// The values a spy can make up for common types, so that an unstubbed call can answer after
/// reporting the misuse instead of crashing.
enum DefaultValues {
  private static let zeroTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "CGFloat", "TimeInterval", "Decimal",
  ]

  /// A literal of `type`: `nil` for optionals, `false`, `0`, `""`, `[]`, `[:]`, `Data()`, and a
  /// tuple of those; `nil` when there is no obvious value.
  static func literal(for type: TypeSyntax) -> String? {
    switch type.core {
    case .optional, .implicitlyUnwrapped:
      return "nil"
    case .array:
      return "[]"
    case .dictionary:
      return "[:]"
    case .tuple(let elements) where elements.count > 1:
      let values = elements.map { literal(for: $0.type) }
      guard values.allSatisfy({ $0 != nil }) else { return nil }
      return "(" + values.compactMap(\.self).joined(separator: ", ") + ")"
    case .named(let name, let arguments):
      return literal(named: name, argumentCount: arguments.count)
    default:
      return nil
    }
  }

  private static func literal(named name: String, argumentCount: Int) -> String? {
    switch (name, argumentCount) {
    case ("Bool", 0): "false"
    case ("String", 0), ("Substring", 0): "\"\""
    case ("Data", 0): "Data()"
    case ("Optional", 1): "nil"
    case ("Array", 1), ("Set", 1), ("ContiguousArray", 1): "[]"
    case ("Dictionary", 2): "[:]"
    case (_, 0) where zeroTypes.contains(name): "0"
    default: nil
    }
  }
}

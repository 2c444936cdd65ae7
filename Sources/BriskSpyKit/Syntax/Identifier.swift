/// Swift's reserved words, and the backticks a generated name needs to avoid them.
enum Identifier {
  /// Words that cannot be a plain identifier in a declaration or an expression.
  static let reserved: Set<String> = [
    "Any", "Self", "as", "associatedtype", "await", "break", "case", "catch", "class",
    "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough",
    "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout",
    "internal", "is", "let", "nil", "operator", "precedencegroup", "private", "protocol",
    "public", "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super",
    "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
  ]

  /// Words that cannot be an argument label without backticks.
  static let reservedLabels: Set<String> = ["inout", "let", "var"]

  /// `name`, in backticks if it is a reserved word.
  static func escaped(_ name: String) -> String {
    reserved.contains(name) ? "`\(name)`" : name
  }

  /// Names a type's member cannot have without backticks, because `x.Type` and `x.Protocol`
  /// mean the metatype.
  static let reservedMembers: Set<String> = reserved.union(["Type", "Protocol"])

  /// A member's name as a declaration or a reference after `.` writes it: `` `default` ``,
  /// `` `Type` ``, `show`.
  static func escapedMember(_ name: String) -> String {
    reservedMembers.contains(name) ? "`\(name)`" : name
  }

  /// Names that mean something else after a dot; any other word, `.default` included, is a
  /// plain member reference there.
  static let reservedAfterDot: Set<String> = ["init", "self", "Type", "Protocol"]

  /// A member's name as a reference after `.` writes it: `` .`init` ``, `.default`.
  static func escapedAfterDot(_ name: String) -> String {
    reservedAfterDot.contains(name) ? "`\(name)`" : name
  }

  /// Whether `name` can be written without backticks once it is out of the reserved words: a
  /// letter or `_`, then letters, digits and `_`. A raw identifier such as `` `load all` `` is
  /// not, and cannot start a name such as `load allCalls`.
  static func isPlain(_ name: String) -> Bool {
    guard let first = name.first, first.isLetter || first == "_" else { return false }
    return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// An argument or tuple label, in backticks only where Swift requires them.
  static func escapedLabel(_ label: String) -> String {
    reservedLabels.contains(label) ? "`\(label)`" : label
  }

  /// A type name; `Self` and `Any` are types, so they stay bare.
  static func escapedType(_ name: String) -> String {
    name == "Self" || name == "Any" ? name : escaped(name)
  }

  /// `name` with its first letter in upper case, for building names such as `showItem`.
  static func capitalized(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.uppercased() + name.dropFirst()
  }
}

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

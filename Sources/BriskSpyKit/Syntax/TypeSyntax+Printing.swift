extension TypeSyntax: CustomStringConvertible {
  /// The type in canonical Swift spelling, for example `@escaping (Result<User, any Error>) -> Void`.
  var description: String {
    switch self {
    case .named(let name, let arguments):
      return Identifier.escapedType(name) + Self.genericArguments(arguments)
    case .member(let base, let name, let arguments):
      return "\(base).\(Identifier.escapedType(name))" + Self.genericArguments(arguments)
    case .optional(let wrapped):
      return "\(wrapped.parenthesizedForPostfix)?"
    case .implicitlyUnwrapped(let wrapped):
      return "\(wrapped.parenthesizedForPostfix)!"
    case .array(let element):
      return "[\(element)]"
    case .dictionary(let key, let value):
      return "[\(key): \(value)]"
    case .tuple(let elements):
      return "(" + elements.map(\.description).joined(separator: ", ") + ")"
    case .function(let function):
      return function.description
    case .opaque(let constraint):
      return "some \(constraint)"
    case .existential(let constraint):
      return "any \(constraint)"
    case .composition(let parts):
      return parts.map(\.description).joined(separator: " & ")
    case .metatype(let base, let kind):
      return "\(base.parenthesizedForPostfix).\(kind)"
    case .suppressed(let type):
      return "~\(type)"
    case .attributed(let attributes, let type):
      return (attributes + [type.description]).joined(separator: " ")
    case .specified(let specifier, let type):
      return "\(specifier) \(type)"
    }
  }

  /// The type, in parentheses if a `?`, `!` or `.Type` after it would bind to only part of it.
  var parenthesizedForPostfix: String {
    switch self {
    case .function, .opaque, .existential, .composition, .attributed, .specified, .suppressed:
      return "(\(self))"
    default:
      return description
    }
  }

  private static func genericArguments(_ arguments: [TypeSyntax]) -> String {
    arguments.isEmpty ? "" : "<" + arguments.map(\.description).joined(separator: ", ") + ">"
  }
}

extension TupleTypeElement: CustomStringConvertible {
  var description: String {
    var text = ""
    if let label { text += Identifier.escapedLabel(label) }
    if let name { text += (text.isEmpty ? "" : " ") + Identifier.escaped(name) }
    if !text.isEmpty { text += ": " }
    return text + type.description + (isVariadic ? "..." : "")
  }
}

extension FunctionTypeSyntax: CustomStringConvertible {
  var description: String {
    let parameters = "(" + self.parameters.map(\.description).joined(separator: ", ") + ")"
    return parameters + effects + " -> \(result)"
  }

  /// ` async`, ` throws`, ` async throws(E)` or nothing, with a leading space.
  var effects: String {
    (isAsync ? " async" : "") + throwing.spelling
  }
}

extension ThrowsClause {
  /// ` throws`, ` throws(E)`, ` rethrows` or nothing, with a leading space.
  var spelling: String {
    switch self {
    case .never: ""
    case .untyped: " throws"
    case .typed(let error): " throws(\(error))"
    case .rethrowing: " rethrows"
    }
  }
}

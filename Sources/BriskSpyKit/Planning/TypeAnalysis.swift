/// Questions the planner asks about a type, with the file's type aliases at hand.
extension TypeSyntax {
  /// The type without attributes, specifiers, or parentheses around a single element.
  var core: TypeSyntax {
    var type = self
    for _ in 0..<TokenCursor.maximumTypeDepth {
      switch type {
      case .attributed(_, let inner), .specified(_, let inner): type = inner
      case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
        type = elements[0].type
      default: return type
      }
    }
    return type
  }

  /// The attributes written before the type, outside any parentheses.
  var attributes: [String] {
    switch self {
    case .attributed(let attributes, let inner): attributes + inner.attributes
    case .specified(_, let inner): inner.attributes
    default: []
    }
  }

  /// The specifiers written before the type: `inout`, `sending`, `borrowing` …
  var specifiers: [String] {
    switch self {
    case .attributed(_, let inner): inner.specifiers
    case .specified(let specifier, let inner): [specifier] + inner.specifiers
    default: []
    }
  }

  /// Whether the type is `T?`, `T!` or `Optional<T>`.
  var isOptional: Bool {
    switch core {
    case .optional, .implicitlyUnwrapped: true
    case .named("Optional", let arguments): arguments.count == 1
    default: false
    }
  }

  /// Whether the type is `Void` or `()`.
  var isVoid: Bool {
    switch core {
    case .named("Void", let arguments): arguments.isEmpty
    case .tuple(let elements): elements.isEmpty
    default: false
    }
  }

  /// The function type this type is, looking through the file's type aliases, generic ones
  /// included.
  func functionType(aliases: [String: TypeAliasSyntax]) -> FunctionTypeSyntax? {
    var type = core
    for _ in 0..<8 {
      switch type {
      case .function(let function): return function
      case .named(let name, let arguments):
        guard let aliased = aliases[name]?.instantiated(with: arguments) else { return nil }
        type = aliased.core
      default: return nil
      }
    }
    return nil
  }

  /// Whether this type, or any type inside it, satisfies `predicate`.
  func contains(where predicate: (TypeSyntax) -> Bool) -> Bool {
    if predicate(self) { return true }
    return children.contains { $0.contains(where: predicate) }
  }

  /// The type with `Self` written as `name`, for a final class that stands in for it.
  func replacingSelf(with name: String) -> TypeSyntax {
    transformed { type in
      if case .named("Self", let arguments) = type, arguments.isEmpty {
        return .named(name, arguments: [])
      }
      // `Self.Item` is the spy's generic parameter `Item`, or a type alias it inherits.
      if case .member(.named("Self", let base), let member, let arguments) = type, base.isEmpty {
        return .named(member, arguments: arguments)
      }
      return nil
    }
  }

  /// The type with each `some P` written `any P`: how a spy keeps an opaque argument, and how
  /// its handler receives one.
  var existentialForm: TypeSyntax {
    transformed { type in
      if case .opaque(let constraint) = type { return .existential(constraint.existentialForm) }
      return nil
    }
  }

  /// The type with each generic parameter named in `replacements` replaced by its type.
  func substituting(_ replacements: [String: TypeSyntax]) -> TypeSyntax {
    transformed { type in
      if case .named(let name, let arguments) = type, arguments.isEmpty {
        return replacements[name]
      }
      return nil
    }
  }

  /// The type with a top-level `T!` written `T?`: `!` is allowed only on a declaration, not in
  /// a generic argument or a closure type.
  var withoutImplicitUnwrap: TypeSyntax {
    switch self {
    case .implicitlyUnwrapped(let wrapped): .optional(wrapped)
    case .attributed(let attributes, let inner):
      .attributed(attributes, inner.withoutImplicitUnwrap)
    case .specified(let specifier, let inner): .specified(specifier, inner.withoutImplicitUnwrap)
    default: self
    }
  }

  /// The type without `inout`, ownership specifiers, `@escaping` and `@autoclosure`: how a
  /// parameter's value is stored.
  var storedForm: TypeSyntax {
    switch self {
    case .attributed(let attributes, let inner):
      let kept = attributes.filter { $0 != "@escaping" && $0 != "@autoclosure" }
      return kept.isEmpty ? inner.storedForm : .attributed(kept, inner.storedForm)
    case .specified(let specifier, let inner)
    where ["inout", "sending", "__owned", "__shared"].contains(specifier):
      return inner.storedForm
    default:
      return withoutImplicitUnwrap
    }
  }

  /// The type without `@autoclosure`: how a handler receives an autoclosure parameter.
  var withoutAutoclosure: TypeSyntax {
    switch self {
    case .attributed(let attributes, let inner):
      let kept = attributes.filter { $0 != "@autoclosure" }
      return kept.isEmpty
        ? inner.withoutImplicitUnwrap : .attributed(kept, inner.withoutImplicitUnwrap)
    default:
      return withoutImplicitUnwrap
    }
  }

  private var children: [TypeSyntax] {
    switch self {
    case .named(_, let arguments): arguments
    case .member(let base, _, let arguments): [base] + arguments
    case .optional(let inner), .implicitlyUnwrapped(let inner), .array(let inner),
      .opaque(let inner), .existential(let inner), .metatype(let inner, _), .suppressed(let inner),
      .attributed(_, let inner), .specified(_, let inner):
      [inner]
    case .dictionary(let key, let value): [key, value]
    case .tuple(let elements): elements.map(\.type)
    case .function(let function):
      function.parameters.map(\.type) + [function.result] + function.throwing.thrownTypes
    case .composition(let parts): parts
    }
  }

  /// The type with each part that `replacement` returns a type for replaced by it.
  private func transformed(_ replacement: (TypeSyntax) -> TypeSyntax?) -> TypeSyntax {
    if let replaced = replacement(self) { return replaced }
    func map(_ type: TypeSyntax) -> TypeSyntax { type.transformed(replacement) }
    switch self {
    case .named(let name, let arguments): return .named(name, arguments: arguments.map(map))
    case .member(let base, let name, let arguments):
      return .member(map(base), name, arguments: arguments.map(map))
    case .optional(let inner): return .optional(map(inner))
    case .implicitlyUnwrapped(let inner): return .implicitlyUnwrapped(map(inner))
    case .array(let inner): return .array(map(inner))
    case .dictionary(let key, let value): return .dictionary(map(key), map(value))
    case .tuple(let elements):
      return .tuple(elements.map { $0.withType(map($0.type)) })
    case .function(var function):
      function.parameters = function.parameters.map { $0.withType(map($0.type)) }
      function.result = map(function.result)
      if case .typed(let error) = function.throwing { function.throwing = .typed(map(error)) }
      return .function(function)
    case .opaque(let inner): return .opaque(map(inner))
    case .existential(let inner): return .existential(map(inner))
    case .composition(let parts): return .composition(parts.map(map))
    case .metatype(let inner, let kind): return .metatype(map(inner), kind)
    case .suppressed(let inner): return .suppressed(map(inner))
    case .attributed(let attributes, let inner): return .attributed(attributes, map(inner))
    case .specified(let specifier, let inner): return .specified(specifier, map(inner))
    }
  }
}

extension ThrowsClause {
  /// The thrown type of a typed `throws`, if any.
  var thrownTypes: [TypeSyntax] {
    if case .typed(let error) = self { return [error] }
    return []
  }
}

extension TupleTypeElement {
  fileprivate func withType(_ type: TypeSyntax) -> TupleTypeElement {
    var element = self
    element.type = type
    return element
  }
}

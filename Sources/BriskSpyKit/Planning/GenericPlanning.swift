/// How a spy stands in for a generic method: arguments whose type uses a generic parameter are
/// kept as `Any`, each generic parameter's type is recorded by name and handed to the handler,
/// and a generic result is stubbed as `Any` and cast to the type each call asks for.
extension SpyPlanner {
  /// Refuses what a generic method's spy cannot do: packs, `inout` generic values, non-escaping
  /// closures over a generic parameter, and a generic parameter named like a parameter.
  mutating func checkGenerics(of method: MethodSyntax) {
    let generics = Set(method.genericParameters.map(\.name))
    guard !generics.isEmpty else { return }
    if method.genericParameters.contains(where: \.isPack) {
      // A pack used by a parameter is reported there, at the parameter.
      let packParameter = method.parameters.contains { parameter in
        parameter.type.contains { type in
          if case .specified(let specifier, _) = type {
            ["each", "repeat"].contains(specifier)
          } else {
            false
          }
        }
      }
      if !packParameter {
        report("parameter packs are not supported (\(method.displayName))", at: method.position)
      }
      return
    }
    for parameter in method.parameters where parameter.type.mentions(generics) {
      if parameter.type.specifiers.contains("inout") {
        report(
          "inout parameters of a generic type are not supported (\(method.displayName))",
          at: parameter.position)
      } else if parameter.type.functionType(aliases: aliases) != nil,
        !parameter.type.core.isOptional, !parameter.type.attributes.contains("@escaping")
      {
        report(
          "non-escaping closures that use a generic parameter are not supported "
            + "(\(method.displayName))", at: parameter.position)
      }
    }
    let names = Set(method.parameters.compactMap { $0.name ?? $0.label })
    for generic in method.genericParameters where names.contains(generic.name) {
      report(
        "generic parameter \(generic.name) has the name of a parameter, which the call log "
          + "needs for its type (\(method.displayName))", at: generic.position)
    }
  }

  /// The declaration's generic clause, `<T: Decodable>`, or nothing.
  func genericClause(of method: MethodSyntax) -> String {
    guard !method.genericParameters.isEmpty else { return "" }
    return "<" + method.genericParameters.map(\.declaration).joined(separator: ", ") + ">"
  }

  /// The declaration's `where` clause, with a leading space, or nothing.
  func whereClause(of method: MethodSyntax) -> String {
    method.whereClause.isEmpty ? "" : " where " + method.whereClause.joined(separator: ", ")
  }

  /// The call log's fields for the generic parameters' types: `T: String`, and their values.
  func genericTypeFields(of method: MethodSyntax) -> [(type: String, value: String)] {
    method.genericParameters.map { parameter in
      let label = Identifier.escapedLabel(parameter.name)
      return ("\(label): String", "\(label): \"\\(\(parameter.name).self)\"")
    }
  }
}

extension TypeSyntax {
  /// Whether the type uses one of the generic parameters `names`.
  func mentions(_ names: Set<String>) -> Bool {
    !names.isEmpty
      && contains { type in
        if case .named(let name, _) = type { names.contains(name) } else { false }
      }
  }

  /// How a spy keeps a value whose type uses a generic parameter: `T.Type` as `Any.Type`,
  /// anything else as `Any`.
  func erasingGenerics(_ names: Set<String>) -> TypeSyntax {
    guard mentions(names) else { return self }
    if case .metatype(_, "Type") = storedForm.core {
      return .metatype(.named("Any", arguments: []), "Type")
    }
    return .named("Any", arguments: [])
  }

  /// The type without its optional: `T` for `T?`, `T!` and `Optional<T>`.
  var unwrapped: TypeSyntax {
    switch core {
    case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): wrapped
    case .named("Optional", let arguments) where arguments.count == 1: arguments[0]
    default: self
    }
  }
}

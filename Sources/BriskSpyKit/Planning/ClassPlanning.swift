/// What differs for a class spy: a subclass that overrides each member it can, records the
/// call, and answers with the stub when a test set one, else with `super`'s answer.
extension SpyPlanner {
  /// Refuses a class no spy can subclass, and notes the members it cannot override.
  mutating func readClass(_ declaration: TypeDeclarationSyntax, _ classSyntax: ClassSyntax) {
    if classSyntax.isFinal {
      report(
        "it is final, and Swift lets no class inherit from a final class; remove 'final', or put "
          + "a protocol in front of it and spy on that with --protocol",
        at: declaration.position)
    }
    let initializers = classSyntax.hiddenDesignatedInitializers
    if let first = initializers.first {
      report(
        "its designated initializers are all private or fileprivate ("
          + initializers.map(\.name).joined(separator: ", ")
          + "), so no subclass can be initialised; make one of them internal, or put a protocol "
          + "in front of it and spy on that with --protocol",
        at: first.position)
    }
    notOverridden += classSyntax.notOverridden
  }

  /// The members of `name`, a superclass, when the files read declare it; a superclass or a
  /// protocol declared elsewhere adds nothing the spy can see. `Sendable` makes the spy restate
  /// `@unchecked Sendable`.
  mutating func superclassMembers(
    from name: String, visited: inout Set<String>, depth: Int
  ) -> [MemberSyntax] {
    if name == "Sendable" {
      isSendableClass = true
      if isolation == .none { isolation = .sendable }
      return []
    }
    guard let superclass = file.classNamed(name) else { return [] }
    return collectMembers(of: superclass, visited: &visited, depth: depth + 1)
  }

  /// Leaves out, with the reason, a member the spy cannot override though Swift could: a result
  /// of type `Self`, which a stub cannot hold. Returns whether it did.
  mutating func leavesOut(_ method: MethodSyntax) -> Bool {
    guard isClass, let result = method.result, result.mentions(["Self"]) else { return false }
    notOverridden.append(
      NotOverridden(
        name: method.displayName,
        reason: "it returns \(result), which a stub cannot hold; override it by hand"))
    return true
  }

  /// Refuses what an override cannot do.
  mutating func checkOverride(of method: MethodSyntax, hasGenericResult: Bool) {
    guard isClass else { return }
    if let variadic = method.parameters.first(where: \.isVariadic) {
      report(
        "\(method.displayName) takes a variadic parameter, which an override cannot pass on to "
          + "super; take an array instead", at: variadic.position)
    }
    if method.modifiers.contains("nonisolated"), isolation == .mainActor {
      report(
        "nonisolated members of a @MainActor class are not supported (\(method.displayName))",
        at: method.position)
    }
    if method.isStatic, hasGenericResult {
      report(
        "class methods with a generic result are not supported (\(method.displayName))",
        at: method.position)
    }
  }

  /// A class spy's stub: optional, `nil` meaning that the call goes to `super`.
  func classReturnPlan(
    for method: MethodSyntax
  ) -> (type: String?, stubType: String?, behaviour: ReturnBehaviour, genericCast: String?) {
    guard let written = method.result, !written.isVoid else { return (nil, nil, .none, nil) }
    let declared = written.replacingSelf(with: spyName)
    let type = declared.storedForm
    if written.mentions(Set(method.genericParameters.map(\.name))) {
      return (declared.description, "Any?", .optional, type.unwrapped.description)
    }
    return (declared.description, TypeSyntax.optional(type).description, .optional, nil)
  }

  /// The call to the class's own implementation, and its effects: `super.fetch(id: id)`.
  func superCall(
    for method: MethodSyntax, parameters: [ParameterPlan]
  ) -> (call: String, effects: String) {
    let effects = (method.throwing == .never ? "" : "try ") + (method.isAsync ? "await " : "")
    let member = "super." + Identifier.escapedAfterDot(method.name)
    guard method.kind != .getter else { return (member, effects) }
    let arguments = zip(method.parameters, parameters).map { syntax, plan in
      syntax.label.map { Identifier.escapedLabel($0) + ": " + plan.handlerArgument }
        ?? plan.handlerArgument
    }.joined(separator: ", ")
    if case .subscript = method.kind { return ("super[" + arguments + "]", effects) }
    return (member + "(" + arguments + ")", effects)
  }
}

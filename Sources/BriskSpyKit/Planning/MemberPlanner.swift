/// Plans each method and property of a spy.
extension SpyPlanner {
  mutating func planMethod(_ method: MethodSyntax, name: String) -> MethodPlan? {
    if leavesOut(method) { return nil }
    let problemCount = problems.count
    checkIsolation(of: method.modifiers, method.attributes, method.displayName, method.position)
    checkName(method.name, of: method.displayName, at: method.position)
    checkParameters(of: method)
    checkGenerics(of: method)
    checkStatic(method.isStatic, method.displayName, at: method.position)
    checkCondition(method.condition, isStatic: method.isStatic, method.displayName, method.position)
    checkKind(of: method)
    let bodyNames = Set(
      [method.isStatic ? "staticLog" : "log", name + "Stub", name + "Value"]
        + MemberNaming.storedNames(for: name))
    let parameters = parameterPlans(for: method, bodyNames: bodyNames)
    let recorded =
      parameters.filter { $0.recording != .omitted }.map {
        (type: "\($0.tupleLabel): \($0.storedType)", value: "\($0.tupleLabel): \($0.recordedValue)")
      } + genericTypeFields(of: method)
    let returns = isClass ? classReturnPlan(for: method) : returnPlan(for: method)
    if method.condition != nil, returns.behaviour == .setInInit {
      reportConditionalInit(method.displayName, method.position)
    }
    if isClass {
      checkOverride(of: method, hasGenericResult: returns.genericCast != nil)
    } else {
      checkNonisolated(
        method, returns: returns.behaviour, hasGenericResult: returns.genericCast != nil)
    }
    guard problems.count == problemCount else { return nil }
    let isNonisolated = isNonisolated(method.modifiers)

    let signatureSuffix =
      (method.isAsync ? " async" : "") + method.throwing.spelling
      + (returns.type.map { " -> \($0)" } ?? "") + whereClause(of: method)
    let errorType: TypeSyntax? =
      switch method.throwing {
      case .untyped: .existential(.named("Error", arguments: []))
      case .typed(let error): error.replacingSelf(with: spyName)
      case .never, .rethrowing: nil
      }
    let handlerThrows =
      switch method.throwing {
      case .untyped: " throws"
      case .typed: " throws(\(errorType?.description ?? ""))"
      case .never, .rethrowing: ""
      }
    let handlerEffects = (method.isAsync ? " async" : "") + handlerThrows
    let handlerParameters =
      (parameters.map(\.handlerType) + method.genericParameters.map { _ in "Any.Type" }).joined(
        separator: ", ")
    let handlerArguments =
      (parameters.map(\.handlerArgument) + method.genericParameters.map { "\($0.name).self" })
      .joined(separator: ", ")
    var handlerResult =
      returns.type == nil
      ? "Void"
      : method.result?.replacingSelf(with: spyName).storedForm.description ?? "Void"
    if returns.genericCast != nil {
      handlerResult = returns.behaviour == .optional ? "Any?" : "Any"
    }
    var plan = MethodPlan(
      isStatic: method.isStatic,
      name: name,
      displayName: method.displayName,
      attributes: keptAttributes(method.attributes),
      signature: SignaturePlan(
        name: Identifier.escapedMember(method.name) + genericClause(of: method),
        parameters: parameters.map(\.declaration), suffix: signatureSuffix),
      argumentsType: recorded.count == 1
        ? unlabelled(recorded[0].type) : tuple(recorded.map(\.type)),
      argumentsValue: recorded.count == 1
        ? unlabelled(recorded[0].value)
        : "(" + recorded.map(\.value).joined(separator: ", ") + ")",
      handlerType: (isolation == .sendable || isNonisolated ? "@Sendable " : "")
        + "(\(handlerParameters))\(handlerEffects) -> \(handlerResult)",
      handlerArguments: handlerArguments,
      handlerCallEffects: (errorType == nil ? "" : "try ") + (method.isAsync ? "await " : ""),
      errorStubType: errorType.map { TypeSyntax.optional($0).description },
      returnType: returns.type,
      returnStubType: returns.stubType,
      returnBehaviour: returns.behaviour,
      genericResultType: returns.genericCast,
      condition: method.condition,
      isNonisolated: isNonisolated)
    if returns.behaviour == .setInInit, let result = method.result {
      plan.initParameterType = initParameterType(result.replacingSelf(with: spyName).storedForm)
    }
    if isClass {
      (plan.superCall, plan.superCallEffects) = superCall(for: method, parameters: parameters)
    }
    finish(&plan, for: method, recorded: recorded)
    return plan
  }

  /// `value` for `label: value`: the one recorded element of a log that is not a tuple.
  private func unlabelled(_ field: String) -> String {
    field.range(of: ": ").map { String(field[$0.upperBound...]) } ?? field
  }

  mutating func planProperty(_ property: PropertySyntax) -> PropertyPlan? {
    let problemCount = problems.count
    checkIsolation(of: property.modifiers, property.attributes, property.name, property.position)
    checkName(property.name, of: property.name, at: property.position)
    checkStatic(property.isStatic, property.name, at: property.position)
    checkCondition(
      property.condition, isStatic: property.isStatic, property.name, property.position)
    if property.hasEffectfulGetter {
      // Only a static one is left here: the others are planned as methods.
      report(
        "static properties with async or throwing getters are not supported (\(property.name))",
        at: property.position)
    }
    let type = property.type.replacingSelf(with: spyName)
    var value = PropertyPlan.Value.setInInit
    if let literal = DefaultValues.literal(for: type) {
      value = .defaultValue(literal)
    } else if property.isStatic {
      report(
        "static property \(property.name) has type \(type), for which a spy cannot make up a "
          + "default value",
        at: property.position)
    } else if property.type.core == .named("Self", arguments: []) {
      report(
        "property \(property.name) has type Self, which a spy cannot store", at: property.position)
    } else if Self.locationParameters.contains(property.name) {
      report(
        "property \(property.name) would clash with the spy's init parameter \(property.name)",
        at: property.position)
    }
    guard problems.count == problemCount else { return nil }
    if property.condition != nil, value == .setInInit {
      reportConditionalInit(property.name, property.position)
    }
    checkNonisolated(property, value: value)
    guard problems.count == problemCount else { return nil }
    return PropertyPlan(
      isStatic: property.isStatic, name: property.name,
      type: type.description, isSettable: property.isSettable, value: value,
      condition: property.condition,
      initParameterType: value == .setInInit ? initParameterType(type) : nil,
      isNonisolated: isNonisolated(property.modifiers))
  }

  /// The type of the `init` parameter that gives a stored value of `type`: a function type,
  /// written or behind a type alias, is `@escaping` there, since the spy keeps it; `nil` when it
  /// is the type itself.
  func initParameterType(_ type: TypeSyntax) -> String? {
    guard type.functionType(aliases: aliases) != nil, !type.attributes.contains("@escaping")
    else { return nil }
    return TypeSyntax.attributed(["@escaping"], type).description
  }

  /// What a call answers before it is stubbed, with the declared and the stub's types.
  private mutating func returnPlan(
    for method: MethodSyntax
  ) -> (type: String?, stubType: String?, behaviour: ReturnBehaviour, genericCast: String?) {
    guard let written = method.result, !written.isVoid else { return (nil, nil, .none, nil) }
    let generics = Set(method.genericParameters.map(\.name))
    if written.mentions(generics) {
      return genericReturnPlan(for: method, written: written)
    }
    let plan: (String?, String?, ReturnBehaviour) = plainReturnPlan(for: method, written: written)
    return (plan.0, plan.1, plan.2, nil)
  }

  /// A result that uses a generic parameter: stubbed as `Any`, cast to the type a call asks for.
  private mutating func genericReturnPlan(
    for method: MethodSyntax, written: TypeSyntax
  ) -> (type: String?, stubType: String?, behaviour: ReturnBehaviour, genericCast: String?) {
    let declared = written.replacingSelf(with: spyName)
    let type = declared.storedForm
    let cast = type.unwrapped.description
    if type.isOptional { return (declared.description, "Any?", .optional, cast) }
    if let literal = DefaultValues.literal(for: type) {
      return (declared.description, "Any?", .defaultValue(literal), cast)
    }
    if method.throwing == .untyped { return (declared.description, "Any?", .throwsError, cast) }
    report(
      "generic method \(method.displayName) returns \(written), for which a spy has no value "
        + "when a test stubs none or one of another type; make it throw or return an optional",
      at: method.position)
    return (declared.description, "Any?", .none, cast)
  }

  private mutating func plainReturnPlan(
    for method: MethodSyntax, written: TypeSyntax
  ) -> (type: String?, stubType: String?, behaviour: ReturnBehaviour) {
    let declared = written.replacingSelf(with: spyName)
    // What a stub can hold: `T!` is stored as `T?`.
    let type = declared.storedForm
    if type.contains(where: { if case .opaque = $0 { true } else { false } }) {
      report("opaque result types are not supported (\(method.displayName))", at: method.position)
    }
    if declared.specifiers.contains("sending") {
      // A stored stub is never a disconnected value, so it cannot be returned as `sending`.
      report(
        "methods that return a sending value are not supported (\(method.displayName))",
        at: method.position)
    }
    if type.isOptional { return (declared.description, type.description, .optional) }
    let optionalStub = TypeSyntax.optional(type).description
    if written.core == .named("Self", arguments: []), !method.isStatic {
      return (declared.description, optionalStub, .defaultValue("self"))
    }
    if let literal = DefaultValues.literal(for: type) {
      return (declared.description, optionalStub, .defaultValue(literal))
    }
    if method.throwing == .untyped { return (declared.description, optionalStub, .throwsError) }
    if method.isStatic {
      report(
        "static method \(method.displayName) returns \(written), for which a spy cannot make up "
          + "a value before a test stubs it",
        at: method.position)
    }
    return (declared.description, type.description, .setInInit)
  }

  /// Refuses a raw identifier such as `` `load all` ``: the spy builds names such as
  /// `load allCalls` from it, which no backticks can make valid.
  private mutating func checkName(
    _ name: String, of member: String, at position: SourcePosition
  ) {
    guard !Identifier.isPlain(name) else { return }
    report("raw identifiers such as `\(name)` are not supported (\(member))", at: position)
  }

  private mutating func checkParameters(of method: MethodSyntax) {
    for parameter in method.parameters {
      for name in [parameter.label, parameter.name].compactMap(\.self) {
        checkName(name, of: method.displayName, at: parameter.position)
      }
      let specifiers = parameter.type.specifiers
      if let ownership = specifiers.first(where: { ["borrowing", "consuming"].contains($0) }) {
        report(
          "\(ownership) parameters are not supported (\(method.displayName))",
          at: parameter.position)
      }
      if specifiers.contains("isolated") {
        report(
          "isolated parameters are not supported (\(method.displayName))", at: parameter.position)
      }
      if specifiers.contains("inout"),
        parameter.type.contains(where: { if case .opaque = $0 { true } else { false } })
      {
        report(
          "inout parameters of an opaque type (some …) are not supported "
            + "(\(method.displayName))", at: parameter.position)
      }
      let kinds: [(String, (TypeSyntax) -> Bool)] = [
        ("noncopyable types (~Copyable)", { if case .suppressed = $0 { true } else { false } }),
        (
          "parameter packs",
          {
            if case .specified(let specifier, _) = $0 {
              ["each", "repeat"].contains(specifier)
            } else {
              false
            }
          }
        ),
      ]
      for (kind, matches) in kinds where parameter.type.contains(where: matches) {
        report("\(kind) are not supported (\(method.displayName))", at: parameter.position)
      }
    }
  }

  private mutating func checkIsolation(
    of modifiers: [String], _ attributes: [AttributeSyntax], _ name: String,
    _ position: SourcePosition
  ) {
    if modifiers.contains("nonisolated"), isolation == .actor {
      report(
        "nonisolated requirements of an actor protocol are not supported (\(name))", at: position)
    }
    for attribute in attributes
    where attribute.name.hasSuffix("Actor") && attribute.name != "MainActor" {
      report(
        "global actors other than @MainActor are not supported (@\(attribute.name))",
        at: attribute.position)
    }
  }

  /// The requirement's attributes the spy's method repeats: `@discardableResult`, `@MainActor`.
  private func keptAttributes(_ attributes: [AttributeSyntax]) -> String {
    attributes.filter { ["discardableResult", "MainActor"].contains($0.name) }
      .map { $0.text + " " }.joined()
  }

  private func tuple(_ elements: [String]) -> String {
    elements.isEmpty ? "Void" : "(" + elements.joined(separator: ", ") + ")"
  }
}

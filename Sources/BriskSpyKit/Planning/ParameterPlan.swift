/// How one parameter appears in the spy: its declaration, what the call log keeps of it, and
/// what the handler receives.
struct ParameterPlan: Sendable {
  /// How the call log keeps the argument.
  enum Recording: Sendable {
    /// The argument itself: a value, a copy of an `inout` value, an escaping closure.
    case value
    /// The value an `@autoclosure` produces, by calling it.
    case evaluated
    /// Nothing: a non-escaping closure cannot be stored. The handler still receives it.
    case omitted
  }

  /// The declaration: `_ item: Item`, `for id: Int`, `_ messages: String...`.
  var declaration: String
  /// The name inside the spy's method.
  var name: String
  /// The label in the recorded tuple: the protocol's parameter name.
  var tupleLabel: String
  /// The recorded element's type.
  var storedType: String
  var recording: Recording
  /// The handler's parameter type.
  var handlerType: String
  /// The handler's argument: `name`, or `&name` for `inout`.
  var handlerArgument: String

  /// What the call log records for this argument.
  var recordedValue: String {
    recording == .evaluated ? "\(name)()" : name
  }
}

extension SpyPlanner {
  /// Plans every parameter of `method`, giving unnamed ones a name and renaming those that
  /// would hide a name the spy's method body uses.
  func parameterPlans(
    for method: MethodSyntax, bodyNames: Set<String>
  ) -> [ParameterPlan] {
    var usedNames = bodyNames
    var nextSuffix: [String: Int] = [:]
    let unnamedCount = method.parameters.filter { $0.name == nil && $0.label == nil }.count
    var unnamedIndex = 0
    return method.parameters.map { parameter in
      var name: String
      if let written = parameter.name ?? parameter.label {
        name = written
      } else {
        unnamedIndex += 1
        name = unnamedCount == 1 ? "argument" : "argument\(unnamedIndex)"
      }
      let tupleLabel = name
      if usedNames.contains(name) {
        let base = name + "Value"
        name = base
        while usedNames.contains(name) {
          nextSuffix[base, default: 2] += 1
          name = base + String(nextSuffix[base, default: 2] - 1)
        }
      }
      usedNames.insert(name)
      return plan(parameter, of: method, name: name, tupleLabel: tupleLabel)
    }
  }

  private func plan(
    _ parameter: ParameterSyntax, of method: MethodSyntax, name: String, tupleLabel: String
  ) -> ParameterPlan {
    let type = parameter.type.replacingSelf(with: spyName)
    let label = parameter.label ?? "_"
    let declaredName = Identifier.escaped(name)
    // In a subscript, one name is not a label: `row row: Int` keeps both.
    let labelsByDefault =
      method.kind != .subscript(isSettable: false)
      && method.kind != .subscript(isSettable: true)
    let head =
      label == name && labelsByDefault
      ? declaredName : "\(Identifier.escapedLabel(label)) \(declaredName)"
    let declaration =
      "\(head): \(type)" + (parameter.isVariadic ? "..." : "")
      + (parameter.defaultValue.map { " = \($0)" } ?? "")
    let isInout = type.specifiers.contains("inout")
    let function = type.functionType(aliases: aliases)
    let isClosure = function != nil && !type.core.isOptional
    let attributes = type.attributes
    var recording = ParameterPlan.Recording.value
    var storedType = type.storedForm.description
    if isClosure && !attributes.contains("@escaping") {
      recording = .omitted
      if attributes.contains("@autoclosure"), let function, function.parameters.isEmpty,
        !function.isAsync, function.throwing == .never
      {
        recording = .evaluated
        storedType = function.result.description
      }
    }
    if parameter.isVariadic { storedType = "[\(storedType)]" }
    var handlerType = type.withoutAutoclosure.description
    if parameter.isVariadic { handlerType = "[\(type.storedForm)]" }
    // The spy keeps a recorded `sending` argument in its log, so it cannot send it on again: the
    // handler takes it as a plain parameter.
    if recording != .omitted, case .specified("sending", let inner) = type {
      handlerType = inner.withoutAutoclosure.description
    }
    if type.contains(where: { if case .opaque = $0 { true } else { false } }) {
      // An opaque argument is kept, and handed to the handler, as an existential of the same
      // constraint: `some Collection<URL>` as `any Collection<URL>`.
      storedType = type.storedForm.existentialForm.description
      if parameter.isVariadic { storedType = "[\(storedType)]" }
      handlerType = storedType
    }
    let generics = Set(method.genericParameters.map(\.name))
    if type.mentions(generics) {
      // Checked before: a closure over a generic parameter is escaping, so it can be kept.
      recording = .value
      storedType = type.erasingGenerics(generics).description
      if parameter.isVariadic { storedType = "[\(storedType)]" }
      handlerType = storedType
    }
    return ParameterPlan(
      declaration: declaration, name: declaredName, tupleLabel: Identifier.escapedLabel(tupleLabel),
      storedType: storedType, recording: recording, handlerType: handlerType,
      handlerArgument: (isInout ? "&" : "") + declaredName)
  }
}

/// What differs for subscripts and initializers: their declarations, a subscript's record of
/// writes, and what an initializer keeps of the call that made the spy.
extension SpyPlanner {
  /// Refuses what a subscript or an initializer cannot be in a spy.
  mutating func checkKind(of method: MethodSyntax) {
    if case .subscript = method.kind, method.isStatic {
      report("static subscripts are not supported (\(method.displayName))", at: method.position)
    }
  }

  /// Adjusts a planned method for its kind.
  func finish(
    _ plan: inout MethodPlan, for method: MethodSyntax,
    recorded: [(type: String, value: String)]
  ) {
    plan.kind = method.kind
    switch method.kind {
    case .function:
      return
    case .subscript(let isSettable):
      plan.signature.name = "subscript"
      guard isSettable, let element = plan.returnType else { return }
      let newValue = (type: "newValue: \(element)", value: "newValue: newValue")
      let fields = recorded + [newValue]
      plan.writes = (
        "(" + fields.map(\.type).joined(separator: ", ") + ")",
        "(" + fields.map(\.value).joined(separator: ", ") + ")"
      )
    case .getter:
      // The getter's effects alone, as in `get async throws`: the property declares its type.
      plan.signature = SignaturePlan(
        name: method.name, parameters: [],
        suffix: (method.isAsync ? " async" : "") + method.throwing.spelling)
      // A class's settable property: each write is recorded, then passed on to super.
      if method.isSettable, let type = plan.returnType { plan.writes = (type, "newValue") }
    case .initializer:
      plan.signature.name = "init"
      plan.signature.suffix = ""
      plan.optionalArgumentsType =
        recorded.count == 1 ? "(\(plan.argumentsType))?" : "\(plan.argumentsType)?"
    }
  }

  /// Refuses initializer requirements when the spy's own `init` takes values: an initializer
  /// the protocol declares cannot make them up.
  mutating func checkInitializers(of members: [MemberSyntax], initValues: [String]) {
    guard !initValues.isEmpty else { return }
    for case .method(let method) in members where method.kind == .initializer {
      report(
        "\(method.displayName) cannot give the spy the values its init takes, which have no "
          + "default (\(initValues.joined(separator: ", "))); give them optional or "
          + "defaultable types",
        at: method.position)
    }
  }
}

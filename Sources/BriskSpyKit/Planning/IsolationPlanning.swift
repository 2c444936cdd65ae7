/// `nonisolated` requirements of a `@MainActor` protocol: the spy keeps their stubs and call logs
/// in lock-guarded boxes, so code on any thread may call them, and refuses what such a box cannot
/// hold before a test stubs it.
extension SpyPlanner {
  /// Whether a requirement with `modifiers` is callable from any thread in a `@MainActor` spy.
  func isNonisolated(_ modifiers: [String]) -> Bool {
    isolation == .mainActor && modifiers.contains("nonisolated")
  }

  /// Refuses a `nonisolated` method the spy cannot write outside the main actor.
  mutating func checkNonisolated(
    _ method: MethodSyntax, returns behaviour: ReturnBehaviour, hasGenericResult: Bool
  ) {
    guard isNonisolated(method.modifiers) else { return }
    let kind: String? =
      switch method.kind {
      case _ where method.isStatic: "static requirements"
      case .subscript: "subscripts"
      case .initializer: "initializers"
      case .getter: "properties with async or throwing getters"
      case .function: hasGenericResult ? "methods with a generic result" : nil
      }
    if let kind {
      report(
        "nonisolated \(kind) of a @MainActor protocol are not supported (\(method.displayName))",
        at: method.position)
    } else if behaviour == .setInInit, let result = method.result {
      report(
        "nonisolated method \(method.displayName) returns \(result), for which a spy cannot make "
          + "up a value before a test stubs it; make it optional or throwing",
        at: method.position)
    }
  }

  /// Refuses a `nonisolated` property the spy cannot write outside the main actor.
  mutating func checkNonisolated(_ property: PropertySyntax, value: PropertyPlan.Value) {
    guard isNonisolated(property.modifiers) else { return }
    if property.isStatic {
      report(
        "nonisolated static requirements of a @MainActor protocol are not supported "
          + "(\(property.name))", at: property.position)
    } else if value == .setInInit {
      report(
        "nonisolated property \(property.name) has type \(property.type), for which a spy cannot "
          + "make up a default value; make it optional",
        at: property.position)
    }
  }
}

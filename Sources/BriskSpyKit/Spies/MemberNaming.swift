/// Gives each method of a spy a distinct name to build its stored members from, so overloads
/// such as `show(_ item: Item)` and `show(_ items: [Item])` become `showItem` and `showItems`.
enum MemberNaming {
  /// The stored members a spy declares for a method named `name`.
  static func storedNames(for name: String) -> [String] {
    [
      "Calls", "Error", "ReturnValue", "Handler", "CallsStub", "ErrorStub", "ReturnValueStub",
      "HandlerStub",
    ]
    .map { name + $0 }
  }

  /// A distinct name for each method, in order.
  /// - Parameters:
  ///   - methods: The protocol's methods.
  ///   - taken: Names the spy already uses: properties, zero-argument methods (which cannot share
  ///     a name with a stored property) and the spy's own `log`.
  /// - Returns: One name per method.
  static func names(for methods: [MethodSyntax], taken: Set<String>) -> [String] {
    var candidates = methods.map(\.name)
    candidates = refine(candidates, methods) { method in
      method.parameters.map { Identifier.capitalized($0.label ?? $0.name ?? "") }.joined()
    }
    candidates = refine(candidates, methods) { method in
      method.parameters.map { parameter in
        Identifier.capitalized(parameter.type.description.filter { $0.isLetter || $0.isNumber })
      }.joined()
    }
    var used = taken
    var cases: Set<String> = []
    var nextSuffix: [String: Int] = [:]
    return candidates.map { candidate in
      var name = candidate
      while cases.contains(name) || storedNames(for: name).contains(where: used.contains) {
        let suffix = nextSuffix[candidate, default: 2]
        nextSuffix[candidate] = suffix + 1
        name = candidate + String(suffix)
      }
      cases.insert(name)
      used.formUnion(storedNames(for: name))
      return name
    }
  }

  /// Appends `suffix(method)` to every candidate that is not unique yet.
  private static func refine(
    _ candidates: [String], _ methods: [MethodSyntax], suffix: (MethodSyntax) -> String
  ) -> [String] {
    var counts: [String: Int] = [:]
    for candidate in candidates { counts[candidate, default: 0] += 1 }
    return zip(candidates, methods).map { candidate, method in
      counts[candidate, default: 0] > 1 ? candidate + suffix(method) : candidate
    }
  }
}

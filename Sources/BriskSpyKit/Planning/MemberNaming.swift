/// Gives each method of a spy a distinct name to build its stored members from, so overloads
/// such as `show(_ item: Item)` and `show(_ items: [Item])` become `showItem` and `showItems`,
/// and overloads that differ only by their result, such as `value(for:) -> String?` and
/// `value(for:) -> Data?`, become `valueForReturningString` and `valueForReturningData`.
enum MemberNaming {
  /// The stored members a spy declares for a method named `name`.
  static func storedNames(for name: String) -> [String] {
    [
      "Calls", "Error", "ReturnValue", "Handler", "CallsStub", "ErrorStub", "ReturnValueStub",
      "HandlerStub",
    ]
    .map { name + $0 }
  }

  /// A distinct name for each method, in order. Methods that share a name are told apart by
  /// their labels, then by their parameters' types, then, when only their results differ, by
  /// `Returning` and the result's type; a clash that remains gets a number.
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
    candidates = refine(
      candidates, methods, where: { !differOnlyByResult($0) }, suffix: parameterTypes)
    candidates = refine(
      candidates, methods, where: { Set($0.map(result)).count > 1 },
      suffix: { "Returning" + result(of: $0) })
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

  /// `IntString` for `(_ a: Int, b: [String])`: the letters and digits of each parameter's type.
  private static func parameterTypes(_ method: MethodSyntax) -> String {
    method.parameters.map { lettersAndDigits($0.type) }.joined()
  }

  /// `Data` for `-> Data?`, `Void` for a method that returns nothing.
  private static func result(of method: MethodSyntax) -> String {
    guard let result = method.result, !result.isVoid else { return "Void" }
    return lettersAndDigits(result)
  }

  private static func lettersAndDigits(_ type: TypeSyntax) -> String {
    Identifier.capitalized(type.description.filter { $0.isLetter || $0.isNumber })
  }

  /// Whether the overloads `group` have the same parameters' types and different results.
  private static func differOnlyByResult(_ group: [MethodSyntax]) -> Bool {
    Set(group.map(parameterTypes)).count == 1 && Set(group.map(result)).count > 1
  }

  /// Appends `suffix(method)` to every candidate that is not unique yet, in each group of equal
  /// candidates for which `applies` holds.
  private static func refine(
    _ candidates: [String], _ methods: [MethodSyntax],
    where applies: ([MethodSyntax]) -> Bool = { _ in true },
    suffix: (MethodSyntax) -> String
  ) -> [String] {
    var groups: [String: [Int]] = [:]
    for (index, candidate) in candidates.enumerated() {
      groups[candidate, default: []].append(index)
    }
    var refined = candidates
    for indices in groups.values where indices.count > 1 && applies(indices.map { methods[$0] }) {
      for index in indices { refined[index] += suffix(methods[index]) }
    }
    return refined
  }
}

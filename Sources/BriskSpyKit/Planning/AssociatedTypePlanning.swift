/// How a spy stands in for a protocol with associated types: each one becomes a generic
/// parameter of the spy (`RepositorySpy<Item>`), with its constraints, and the `where` clauses
/// are repeated on the spy.
extension SpyPlanner {
  /// Adds `protocolSyntax`'s associated types and `where` clause to the spy's.
  mutating func readAssociatedTypes(of protocolSyntax: TypeDeclarationSyntax) {
    for associated in protocolSyntax.associatedTypes {
      whereRequirements += associated.whereClause.filter { !whereRequirements.contains($0) }
      guard let index = associatedTypes.firstIndex(where: { $0.name == associated.name }) else {
        associatedTypes.append(associated)
        continue
      }
      // Declared again by an inheriting protocol: the spy's parameter meets both constraints.
      let parts = [associatedTypes[index].constraint, associated.constraint].compactMap(\.self)
        .flatMap { type -> [TypeSyntax] in
          if case .composition(let parts) = type { parts } else { [type] }
        }
      var unique: [TypeSyntax] = []
      for part in parts where !unique.contains(part) { unique.append(part) }
      associatedTypes[index].constraint =
        unique.isEmpty ? nil : unique.count == 1 ? unique[0] : .composition(unique)
    }
    for (requirement, position) in protocolSyntax.whereClause {
      // The spy is a class, so `Self: AnyObject` holds already.
      if requirement == "Self: AnyObject" { continue }
      if requirement.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        .contains("Self")
      {
        report(
          "where clauses about Self are not supported (where \(requirement))", at: position)
        continue
      }
      if !whereRequirements.contains(requirement) { whereRequirements.append(requirement) }
    }
  }

  /// `<Item: Identifiable, ID>`, or nothing.
  var genericParameters: String {
    guard !associatedTypes.isEmpty else { return "" }
    let parameters = associatedTypes.map { associated in
      associated.name + (associated.constraint.map { ": \($0)" } ?? "")
    }
    return "<" + parameters.joined(separator: ", ") + ">"
  }

  /// ` where Item.ID == Int`, or nothing.
  var whereClause: String {
    whereRequirements.isEmpty ? "" : " where " + whereRequirements.joined(separator: ", ")
  }

  /// Refuses a static requirement of a protocol with associated types: a generic class cannot
  /// have the static stored properties a static member's spy needs.
  mutating func checkStatic(_ isStatic: Bool, _ name: String, at position: SourcePosition) {
    guard isStatic, !associatedTypes.isEmpty else { return }
    report(
      "static requirements of a protocol with associated types are not supported (\(name)): "
        + "the generic spy cannot store them",
      at: position)
  }
}

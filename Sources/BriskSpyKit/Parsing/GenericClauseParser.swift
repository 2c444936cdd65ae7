/// Reads generic parameter clauses (`<T: Decodable, U>`) and `where` clauses
/// (`where T: Sendable, T.ID == Int`), of methods and of protocols.
extension TokenCursor {
  /// Reads `<…>`; the cursor is on `<`.
  mutating func parseGenericParameters() throws(ParseError) -> [GenericParameterSyntax] {
    try expect("<", "before generic parameters")
    var parameters: [GenericParameterSyntax] = []
    repeat {
      let position = current.position
      let isPack = current.isIdentifier("each") && peek().kind == .identifier
      if isPack { advance() }
      guard current.kind == .identifier else {
        throw ParseError(
          "expected a generic parameter name, found \(current.quoted)", at: current.position)
      }
      let name = advance().text
      var constraint: TypeSyntax?
      if consume(":") { constraint = try parseType() }
      parameters.append(
        GenericParameterSyntax(
          name: name, constraint: constraint, isPack: isPack, position: position))
    } while consume(",")
    try expect(">", "after generic parameters")
    return parameters
  }

  /// Reads `where A: B, C == D`; the cursor is on `where`. Each requirement is written back in
  /// one canonical spelling.
  mutating func parseWhereClause() throws(ParseError) -> [String] {
    advance()
    var requirements: [String] = []
    repeat {
      let subject = try parseType()
      if consume(":") {
        requirements.append("\(subject): \(try parseType())")
      } else if current.isPunctuation("="), peek().isPunctuation("="), !peek().followsSpace {
        advance()
        advance()
        requirements.append("\(subject) == \(try parseType())")
      } else {
        throw ParseError(
          "expected ':' or '==' in a where clause, found \(current.quoted)", at: current.position)
      }
    } while consume(",")
    return requirements
  }
}

/// Reads type aliases, in a protocol body or anywhere in a file.
extension TokenCursor {
  /// Reads `Name = Type` or `Name<T, U: P> = Type where …` after `typealias`; the `where` clause is
  /// read and left out, since it only narrows the uses the compiler accepts.
  mutating func parseTypeAlias() throws(ParseError) -> (name: String, alias: TypeAliasSyntax) {
    let name = current
    guard name.kind == .identifier else {
      throw ParseError("expected a type alias name, found \(name.quoted)", at: name.position)
    }
    advance()
    var generics: [GenericParameterSyntax] = []
    if current.isPunctuation("<"), !current.followsSpace {
      generics = try parseGenericParameters()
    }
    try expect("=", "after typealias \(name.spelling)")
    let type = try parseType()
    if current.isIdentifier("where") { _ = try parseWhereClause() }
    return (name.text, TypeAliasSyntax(genericParameters: generics.map(\.name), type: type))
  }
}

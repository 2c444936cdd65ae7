/// Reads subscript and initializer requirements, as methods of their own kind.
extension TokenCursor {
  /// `subscript(key: String) -> Value { get set }`; the cursor is on `subscript`.
  mutating func parseSubscript(
    attributes: [AttributeSyntax], modifiers: [String]
  ) throws(ParseError) -> MethodSyntax {
    let keyword = advance()
    if current.isPunctuation("<") {
      throw ParseError("generic subscripts are not supported", at: current.position)
    }
    var method = MethodSyntax(
      name: "subscript", position: keyword.position, attributes: attributes,
      modifiers: modifiers)
    method.kind = .subscript(isSettable: false)
    method.parameters = try parseParameters(of: "subscript", labelledByDefault: false)
    try expect("->", "after the parameters of \(method.displayName)")
    method.result = try parseType()
    if current.isIdentifier("where") {
      throw ParseError(
        "where clauses on subscripts are not supported (\(method.displayName))",
        at: current.position)
    }
    try expect("{", "before the accessors of \(method.displayName)")
    var hasGetter = false
    while let accessor = try nextAccessor(of: method.displayName) {
      switch accessor {
      case .get:
        hasGetter = true
        if current.isIdentifier("async") || current.isIdentifier("throws") {
          throw ParseError(
            "subscripts with async or throwing getters are not supported "
              + "(\(method.displayName))", at: current.position)
        }
      case .set:
        method.kind = .subscript(isSettable: true)
      }
    }
    guard hasGetter else {
      throw ParseError("\(method.displayName) needs a getter", at: keyword.position)
    }
    return method
  }

  /// `init(configuration: Configuration)`, `init?()`, `init() throws`; the cursor is on `init`.
  /// The spy's initializer never fails, throws or waits, which satisfies any of these.
  mutating func parseInitializer(
    attributes: [AttributeSyntax], modifiers: [String]
  ) throws(ParseError) -> MethodSyntax {
    let keyword = advance()
    _ = consume("?") || consume("!")
    var method = MethodSyntax(
      name: "init", position: keyword.position, attributes: attributes, modifiers: modifiers)
    method.kind = .initializer
    if current.isPunctuation("<") {
      throw ParseError("generic initializers are not supported", at: current.position)
    }
    method.parameters = try parseParameters(of: "init")
    _ = consumeKeyword("async")
    _ = try parseThrowsClause()
    if current.isIdentifier("where") {
      throw ParseError(
        "where clauses on initializers are not supported (\(method.displayName))",
        at: current.position)
    }
    return method
  }
}

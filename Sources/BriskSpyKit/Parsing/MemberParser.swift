/// Reads the requirements in a protocol body.
extension TokenCursor {
  /// Modifiers a requirement may carry; most do nothing for a spy.
  static let declarationModifiers: Set<String> = [
    "static", "class", "mutating", "nonmutating", "nonisolated", "optional", "public", "private",
    "internal", "fileprivate", "package", "open", "final", "required", "convenience", "override",
    "dynamic", "isolated", "consuming", "borrowing", "__consuming", "prefix", "postfix", "infix",
    "weak", "unowned", "lazy", "distributed", "indirect",
  ]

  /// Keywords that start a declaration.
  static let declarationKeywords: Set<String> = [
    "func", "var", "let", "init", "deinit", "subscript", "associatedtype", "typealias", "case",
    "struct", "class", "enum", "protocol", "actor", "extension", "import", "macro", "operator",
    "precedencegroup",
  ]

  /// Reads the body of `protocolSyntax`; the cursor is just after its `{`.
  mutating func parseProtocolBody(into protocolSyntax: inout TypeDeclarationSyntax) {
    parseBody(into: &protocolSyntax) { cursor, protocolSyntax throws(ParseError) in
      try cursor.parseMember(into: &protocolSyntax)
    }
  }

  /// Reads the members of a protocol's or a class's body with `parseMember`, the cursor just
  /// after its `{`: each member inside `#if` gets its condition, and one that cannot be read is
  /// a problem, after which the next member is read. The cursor ends after the closing `}`.
  /// - Returns: Whether the body ran to the end of the file without its closing `}`.
  @discardableResult
  mutating func parseBody(
    into declaration: inout TypeDeclarationSyntax,
    member parseMember: (inout TokenCursor, inout TypeDeclarationSyntax) throws(ParseError) -> Void
  ) -> Bool {
    var conditions = ConditionStack()
    while true {
      if isAtEnd {
        declaration.problems.append(
          Problem(position: declaration.position, reason: "its closing '}' is missing"))
        return true
      }
      if current.isPunctuation("}") {
        if let open = conditions.openPosition {
          declaration.problems.append(
            Problem(position: open, reason: "its #if has no #endif before the closing '}'"))
        }
        advance()
        return false
      }
      if consume(";") { continue }
      if current.kind == .pound {
        readDirective(into: &conditions)
        continue
      }
      let start = index
      let memberCount = declaration.members.count
      do {
        try parseMember(&self, &declaration)
      } catch {
        declaration.problems.append(Problem(position: error.position, reason: error.reason))
        skipToNextMember(after: start)
      }
      for offset in memberCount..<declaration.members.count {
        declaration.members[offset].condition = conditions.condition
      }
      if index == start { advance() }
    }
  }

  /// Reads the attributes and modifiers before a declaration's keyword; `private(set)` and
  /// `fileprivate(set)` are kept whole, other arguments (`nonisolated(unsafe)`) are dropped.
  mutating func parseAttributesAndModifiers() -> (
    attributes: [AttributeSyntax], modifiers: [String]
  ) {
    var attributes: [AttributeSyntax] = []
    var modifiers: [String] = []
    while true {
      if current.isPunctuation("@") {
        attributes.append(parseAttribute())
      } else if current.kind == .identifier, !current.isBackticked,
        Self.declarationModifiers.contains(current.text),
        peek().kind == .identifier || peek().isPunctuation("@")
          || (peek().isPunctuation("(") && !peek().followsSpace)
      {
        let modifier = advance().text
        var group = ""
        if current.isPunctuation("("), !current.followsSpace {
          group = skipGroup(open: "(", close: ")")  // nonisolated(unsafe), private(set)
        }
        modifiers.append(group == "(set)" ? modifier + group : modifier)
      } else {
        break
      }
    }
    return (attributes, modifiers)
  }

  private mutating func parseMember(into protocolSyntax: inout TypeDeclarationSyntax)
    throws(ParseError)
  {
    let (attributes, modifiers) = parseAttributesAndModifiers()
    let keyword = current
    switch keyword.kind == .identifier && !keyword.isBackticked ? keyword.text : "" {
    case "func":
      let method = try parseMethod(attributes: attributes, modifiers: modifiers)
      protocolSyntax.members.append(.method(method))
    case "var":
      let property = try parseProperty(attributes: attributes, modifiers: modifiers)
      protocolSyntax.members.append(.property(property))
    case "typealias":
      advance()
      let (name, alias) = try parseTypeAlias()
      protocolSyntax.typeAliases[name] = alias
    case "associatedtype":
      advance()
      protocolSyntax.associatedTypes.append(try parseAssociatedType())
    case "init":
      let initializer = try parseInitializer(attributes: attributes, modifiers: modifiers)
      protocolSyntax.members.append(.method(initializer))
    case "subscript":
      let subscriptSyntax = try parseSubscript(attributes: attributes, modifiers: modifiers)
      protocolSyntax.members.append(.method(subscriptSyntax))
    case "let":
      throw ParseError(
        "a protocol declares properties with 'var', not 'let'", at: keyword.position)
    default:
      throw ParseError("expected a requirement, found \(keyword.quoted)", at: keyword.position)
    }
  }

  /// Reads `Name: A, B = Default where …` after `associatedtype`; the default is not needed,
  /// since the spy takes the type as a generic parameter.
  private mutating func parseAssociatedType() throws(ParseError) -> AssociatedTypeSyntax {
    let nameToken = current
    guard nameToken.kind == .identifier else {
      throw ParseError(
        "expected an associated type name, found \(nameToken.quoted)", at: nameToken.position)
    }
    advance()
    var associated = AssociatedTypeSyntax(name: nameToken.text, position: nameToken.position)
    if consume(":") {
      var parts = [try parseType()]
      while consume(",") { parts.append(try parseType()) }
      associated.constraint = parts.count == 1 ? parts[0] : .composition(parts)
    }
    if consume("=") { _ = try parseType() }
    if current.isIdentifier("where") {
      associated.whereClause = try parseWhereClause()
    }
    return associated
  }

  /// `#if`, `#elseif`, `#else` and `#endif` change the condition of the members that follow;
  /// other directives, such as `#warning`, are skipped with the rest of their line.
  mutating func readDirective(into conditions: inout ConditionStack) {
    let directive = advance()
    var condition = ""
    while !isAtEnd, !current.startsLine {
      let token = advance()
      condition += (token.followsSpace && !condition.isEmpty ? " " : "") + token.spelling
    }
    switch directive.text {
    case "#if": conditions.open(condition, at: directive.position)
    case "#elseif": conditions.next(condition)
    case "#else": conditions.next(nil)
    case "#endif": conditions.close()
    default: break
    }
  }

  /// Reads `func name<T>(parameters) async throws -> Result where …`; in a class
  /// (`inClass`), default arguments are kept and a body is skipped.
  mutating func parseMethod(
    attributes: [AttributeSyntax], modifiers: [String], inClass: Bool = false
  ) throws(ParseError) -> MethodSyntax {
    advance()
    let nameToken = current
    guard nameToken.kind == .identifier else {
      var name = ""
      while current.kind == .punctuation, current.text.allSatisfy("=-+!*%<>&|^~?/.".contains) {
        name += advance().text
      }
      throw ParseError(
        "operator requirements are not supported (func \(name))", at: nameToken.position)
    }
    advance()
    var method = MethodSyntax(
      name: nameToken.text, position: nameToken.position, attributes: attributes,
      modifiers: modifiers)
    if current.isPunctuation("<") {
      method.genericParameters = try parseGenericParameters()
    }
    method.parameters = try parseParameters(of: nameToken.spelling, inClass: inClass)
    method.isAsync = consumeKeyword("async")
    if current.isIdentifier("reasync") {
      throw ParseError("reasync methods are not supported", at: current.position)
    }
    method.throwing = try parseThrowsClause()
    if consume("->") {
      method.result = try parseType()
    }
    if current.isIdentifier("where") {
      method.whereClause = try parseWhereClause()
    }
    if current.isPunctuation("{") {
      guard inClass else {
        throw ParseError(
          "a protocol requirement cannot have a body (\(method.displayName))",
          at: current.position)
      }
      _ = skipGroup(open: "{", close: "}")
    }
    return method
  }

  /// Reads `var name`, the cursor on `var`, and returns the name's token.
  mutating func parsePropertyName() throws(ParseError) -> Token {
    advance()
    let nameToken = current
    guard nameToken.kind == .identifier else {
      throw ParseError(
        "expected a property name, found \(nameToken.quoted)", at: nameToken.position)
    }
    advance()
    return nameToken
  }

  private mutating func parseProperty(
    attributes: [AttributeSyntax], modifiers: [String]
  ) throws(ParseError) -> PropertySyntax {
    let nameToken = try parsePropertyName()
    try expect(":", "after property \(nameToken.spelling)")
    let type = try parseType()
    guard current.isPunctuation("{") else {
      throw ParseError(
        "property \(nameToken.spelling) needs { get } or { get set }", at: nameToken.position)
    }
    advance()
    var property = PropertySyntax(
      name: nameToken.text, position: nameToken.position, attributes: attributes,
      modifiers: modifiers, type: type, isSettable: false)
    var hasGetter = false
    while let accessor = try nextAccessor(
      of: "property \(nameToken.spelling)", skipsAttributes: true)
    {
      switch accessor {
      case .get:
        hasGetter = true
        property.getterIsAsync = consumeKeyword("async")
        property.getterThrowing = try parseThrowsClause()
      case .set:
        property.isSettable = true
      }
    }
    guard hasGetter else {
      throw ParseError("property \(nameToken.spelling) needs a getter", at: nameToken.position)
    }
    return property
  }

  /// After an error, skips to the start of the next requirement or to the protocol's `}`.
  mutating func skipToNextMember(after start: Int) {
    var depth = 0
    while !isAtEnd {
      let token = current
      if depth == 0, index > start {
        if token.isPunctuation("}") { return }
        if token.startsLine && startsMember(token) { return }
      }
      if token.isPunctuation("{") || token.isPunctuation("(") || token.isPunctuation("[") {
        depth += 1
      } else if token.isPunctuation("}") || token.isPunctuation(")") || token.isPunctuation("]") {
        // A `}` at depth 0 ends the protocol (handled above); a stray `)` or `]` is the rest
        // of the requirement the error interrupted.
        if depth == 0, token.isPunctuation("}") { return }
        depth = max(0, depth - 1)
      }
      advance()
      if depth == 0, token.isPunctuation(";") { return }
    }
  }

  private func startsMember(_ token: Token) -> Bool {
    switch token.kind {
    case .pound: true
    case .punctuation: token.text == "@"
    case .identifier:
      !token.isBackticked
        && (Self.declarationKeywords.contains(token.text)
          || Self.declarationModifiers.contains(token.text))
    default: false
    }
  }
}

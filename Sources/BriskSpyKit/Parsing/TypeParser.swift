/// Reads types: `Int`, `[String: [Int]]?`, `@escaping @Sendable (Result<User, any Error>) -> Void`.
extension TokenCursor {
  /// Deeper nesting than this is reported instead of followed, so no input can exhaust the stack.
  static let maximumTypeDepth = 48

  /// The most parts one type may have; real types have a few dozen. With the depth limit, it
  /// bounds the recursion of everything that walks a parsed type.
  static let maximumTypeParts = 256

  /// Specifiers that can come before a type.
  static let typeSpecifiers: Set<String> = [
    "inout", "sending", "borrowing", "consuming", "__owned", "__shared", "isolated", "each",
    "repeat",
  ]

  mutating func parseType(depth: Int = 0) throws(ParseError) -> TypeSyntax {
    if depth == 0 { typePartsLeft = Self.maximumTypeParts }
    guard depth < Self.maximumTypeDepth else {
      throw ParseError("the type nests too deeply", at: current.position)
    }
    var attributes: [String] = []
    while current.isPunctuation("@") {
      attributes.append(parseAttribute().text)
    }
    var type: TypeSyntax
    if current.kind == .identifier, !current.isBackticked,
      Self.typeSpecifiers.contains(current.text), startsType(peek())
    {
      let specifier = advance().text
      type = .specified(specifier, try parseType(depth: depth + 1))
    } else {
      type = try parseComposition(depth: depth + 1)
    }
    return attributes.isEmpty ? type : .attributed(attributes, type)
  }

  /// Attributes that never take arguments, so a `(` right after one starts a type, as in
  /// `@escaping(Result<User,Error>)->Void`.
  static let attributesWithoutArguments: Set<String> = [
    "escaping", "autoclosure", "Sendable", "MainActor", "noescape", "discardableResult",
    "preconcurrency", "retroactive", "unchecked", "testable", "inlinable", "usableFromInline",
    "frozen", "objcMembers", "nonobjc", "unknown", "globalActor", "propertyWrapper",
    "resultBuilder", "dynamicMemberLookup", "dynamicCallable", "main", "IBAction", "IBOutlet",
    "IBInspectable", "NSManaged", "NSCopying", "GKInspectable",
  ]

  /// Reads `@name` or `@name(arguments)`; the cursor is on `@`.
  mutating func parseAttribute() -> AttributeSyntax {
    let position = advance().position
    guard current.kind == .identifier else {
      return AttributeSyntax(name: "", arguments: nil, position: position)
    }
    let name = advance().text
    var arguments: String?
    if current.isPunctuation("("), !current.followsSpace,
      !Self.attributesWithoutArguments.contains(name)
    {
      arguments = skipGroup(open: "(", close: ")")
    }
    return AttributeSyntax(name: name, arguments: arguments, position: position)
  }

  private func startsType(_ token: Token) -> Bool {
    switch token.kind {
    case .identifier: true
    case .punctuation: ["(", "[", "@", "~"].contains(token.text)
    default: false
    }
  }

  private mutating func parseComposition(depth: Int) throws(ParseError) -> TypeSyntax {
    var parts = [try parsePostfix(depth: depth)]
    while consume("&") {
      parts.append(try parsePostfix(depth: depth))
    }
    return parts.count == 1 ? parts[0] : .composition(parts)
  }

  private mutating func parsePostfix(depth: Int) throws(ParseError) -> TypeSyntax {
    var type = try parsePrimary(depth: depth)
    for _ in 0..<Self.maximumTypeDepth {
      try countPart()
      if consume("?") {
        type = .optional(type)
      } else if consume("!") {
        type = .implicitlyUnwrapped(type)
      } else if current.isPunctuation("."), peek().kind == .identifier,
        peek().text == "Type" || peek().text == "Protocol"
      {
        advance()
        type = .metatype(type, advance().text)
      } else {
        return type
      }
    }
    throw ParseError("the type nests too deeply", at: current.position)
  }

  /// Spends one of the parts a type may have, or throws when none are left.
  private mutating func countPart() throws(ParseError) {
    typePartsLeft -= 1
    guard typePartsLeft > 0 else {
      throw ParseError("the type is too complex", at: current.position)
    }
  }

  private mutating func parsePrimary(depth: Int) throws(ParseError) -> TypeSyntax {
    try countPart()
    let token = current
    if token.isPunctuation("(") {
      return try parseParenthesized(depth: depth)
    }
    if consume("[") {
      let element = try parseType(depth: depth)
      if consume(":") {
        let value = try parseType(depth: depth)
        try expect("]", "after a dictionary type")
        return .dictionary(element, value)
      }
      try expect("]", "after an array type")
      return .array(element)
    }
    if consume("~") {
      return .suppressed(try parsePostfix(depth: depth + 1))
    }
    guard token.kind == .identifier else {
      throw ParseError("expected a type, found \(token.quoted)", at: token.position)
    }
    if !token.isBackticked, token.text == "some" || token.text == "any", startsType(peek()) {
      advance()
      let constraint = try parseComposition(depth: depth + 1)
      return token.text == "some" ? .opaque(constraint) : .existential(constraint)
    }
    advance()
    var type = TypeSyntax.named(token.text, arguments: try parseGenericArguments(depth: depth))
    var members = 0
    while current.isPunctuation("."), peek().kind == .identifier,
      peek().text != "Type", peek().text != "Protocol"
    {
      members += 1
      guard members < Self.maximumTypeDepth else {
        throw ParseError("the type nests too deeply", at: current.position)
      }
      try countPart()
      advance()
      let name = advance().text
      type = .member(type, name, arguments: try parseGenericArguments(depth: depth))
    }
    return type
  }

  private mutating func parseGenericArguments(depth: Int) throws(ParseError) -> [TypeSyntax] {
    guard current.isPunctuation("<"), !current.followsSpace else { return [] }
    advance()
    var arguments = [try parseType(depth: depth + 1)]
    while consume(",") {
      arguments.append(try parseType(depth: depth + 1))
    }
    try expect(">", "after generic arguments")
    return arguments
  }

  /// A tuple, a type in parentheses, or a function type.
  private mutating func parseParenthesized(depth: Int) throws(ParseError) -> TypeSyntax {
    advance()
    var elements: [TupleTypeElement] = []
    while !consume(")") {
      if !elements.isEmpty {
        try expect(",", "between tuple elements")
        if consume(")") { break }
      }
      elements.append(try parseTupleElement(depth: depth))
    }
    guard
      current.isIdentifier("async") || current.isIdentifier("throws") || current.isPunctuation("->")
    else { return .tuple(elements) }
    let isAsync = consumeKeyword("async")
    let throwing = try parseThrowsClause(depth: depth)
    try expect("->", "in a function type")
    let result = try parseType(depth: depth + 1)
    return .function(
      FunctionTypeSyntax(parameters: elements, isAsync: isAsync, throwing: throwing, result: result)
    )
  }

  private mutating func parseTupleElement(depth: Int) throws(ParseError) -> TupleTypeElement {
    var label: String?
    var name: String?
    if current.kind == .identifier, peek().isPunctuation(":") {
      label = advance().text
      advance()
    } else if current.kind == .identifier, peek().kind == .identifier, peek(2).isPunctuation(":") {
      label = advance().text
      name = advance().text
      advance()
    }
    let type = try parseType(depth: depth + 1)
    let isVariadic = consume("...")
    return TupleTypeElement(label: label, name: name, type: type, isVariadic: isVariadic)
  }

  /// Reads `throws`, `throws(E)` or `rethrows`, if present.
  mutating func parseThrowsClause(depth: Int = 0) throws(ParseError) -> ThrowsClause {
    if consumeKeyword("rethrows") { return .rethrowing }
    guard consumeKeyword("throws") else { return .never }
    guard current.isPunctuation("("), !current.followsSpace else { return .untyped }
    advance()
    // At depth 0 this is a declaration's clause, whose type starts a fresh budget of parts.
    let error = try parseType(depth: depth == 0 ? 0 : depth + 1)
    try expect(")", "after the thrown type")
    switch error.core {
    case .named("Never", []): return .never
    case .named("Error", []), .existential(.named("Error", [])): return .untyped
    default: return .typed(error)
    }
  }
}

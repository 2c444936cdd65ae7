/// Reads a class for a class spy: its header, and the members of its body a subclass can
/// override. Bodies of methods, initializers and accessors are skipped by matching braces;
/// what a subclass cannot override goes to `notOverridden`, with the reason.
extension TokenCursor {
  /// Reads a class; the cursor is on the name, just after `class`, and ends after the body.
  /// - Returns: Whether the body ran to the end of the file without its closing `}`.
  @discardableResult
  mutating func parseClass(into classSyntax: inout TypeDeclarationSyntax) -> Bool {
    if current.isPunctuation("<"), !current.followsSpace {
      classSyntax.problems.append(
        Problem(
          position: current.position,
          reason: "generic classes are not supported; write the spy by hand from "
            + "`brisk templates show class-spy`"))
    }
    parseProtocolHeader(into: &classSyntax)
    guard consume("{") else {
      classSyntax.problems.append(
        Problem(
          position: current.position,
          reason: "expected '{' after its declaration, found \(current.quoted)"))
      return false
    }
    return parseBody(into: &classSyntax) { cursor, classSyntax throws(ParseError) in
      try cursor.parseClassMember(into: &classSyntax)
    }
  }

  private mutating func parseClassMember(into classSyntax: inout TypeDeclarationSyntax)
    throws(ParseError)
  {
    let start = index
    let (attributes, modifiers) = parseAttributesAndModifiers()
    let keyword = current
    let name = peek().kind == .identifier ? peek().spelling : keyword.text
    switch keyword.kind == .identifier && !keyword.isBackticked ? keyword.text : "" {
    case "func":
      let method = try parseMethod(attributes: attributes, modifiers: modifiers, inClass: true)
      if let reason = Self.notOverridable(modifiers) {
        classSyntax.asClass?.notOverridden.append(
          NotOverridden(name: method.displayName, reason: reason))
      } else {
        classSyntax.members.append(.method(method))
      }
    case "var":
      let reason =
        Self.notOverridable(modifiers)
        ?? modifiers.first { $0.hasSuffix("(set)") }.map {
          "its setter is \($0), so a subclass cannot override it"
        }
      if let reason {
        classSyntax.asClass?.notOverridden.append(NotOverridden(name: name, reason: reason))
        skipToNextMember(after: start)
      } else if let property = try parseClassProperty(
        attributes: attributes, modifiers: modifiers)
      {
        classSyntax.members.append(.property(property))
      } else {
        classSyntax.asClass?.notOverridden.append(
          NotOverridden(
            name: name, reason: "it has no type annotation, which its override needs"))
        skipToNextMember(after: start)
      }
    case "let":
      classSyntax.asClass?.notOverridden.append(
        NotOverridden(name: name, reason: "let properties cannot be overridden"))
      skipToNextMember(after: start)
    case "subscript":
      parseClassSubscript(
        into: &classSyntax, attributes: attributes, modifiers: modifiers, start: start)
    case "init":
      noteInitializer(of: &classSyntax, modifiers: modifiers, start: start)
    default:
      // Initializers are inherited, since the spy adds no initializer of its own; nested types,
      // type aliases and `deinit` are not members a spy records.
      skipToNextMember(after: start)
    }
  }

  /// `subscript(key: String) -> Value { … }`, the cursor on `subscript`: overridden with its
  /// getter, and its setter when it has one; what an override cannot take goes to
  /// `notOverridden`.
  private mutating func parseClassSubscript(
    into classSyntax: inout TypeDeclarationSyntax, attributes: [AttributeSyntax],
    modifiers: [String],
    start: Int
  ) {
    let keyword = advance()
    var method = MethodSyntax(
      name: "subscript", position: keyword.position, attributes: attributes,
      modifiers: modifiers)
    let isGeneric = current.isPunctuation("<")
    if isGeneric { _ = skipGroup(open: "<", close: ">") }
    method.parameters = (try? parseParameters(of: "subscript", labelledByDefault: false)) ?? []
    var reason = Self.notOverridable(modifiers)
    if reason == nil, modifiers.contains("class") {
      reason = "class subscripts are not recorded; override it by hand"
    } else if reason == nil, isGeneric {
      reason = "generic subscripts are not recorded; override it by hand"
    }
    if reason == nil {
      if consume("->"), let result = try? parseType(), current.isPunctuation("{") {
        method.result = result
        let accessors = readAccessorList()
        if accessors.getterIsAsync || accessors.getterThrowing != .never {
          reason = "subscripts with async or throwing getters are not recorded; override it by hand"
        }
        method.kind = .subscript(isSettable: accessors.isList && accessors.hasSetter)
      } else {
        reason = "its declaration could not be read; override it by hand"
      }
    }
    if let reason {
      classSyntax.asClass?.notOverridden.append(
        NotOverridden(name: method.displayName, reason: reason))
      skipToNextMember(after: start)
    } else {
      classSyntax.members.append(.method(method))
    }
  }

  /// Notes a designated initializer, the cursor on `init`, then skips it: a class whose
  /// designated initializers are all `private` or `fileprivate` cannot be subclassed elsewhere.
  private mutating func noteInitializer(
    of classSyntax: inout TypeDeclarationSyntax, modifiers: [String], start: Int
  ) {
    if !modifiers.contains("convenience") {
      let position = current.position
      let name = (try? parseInitializer(attributes: [], modifiers: modifiers))?.displayName
      let isHidden = modifiers.contains("private") || modifiers.contains("fileprivate")
      classSyntax.asClass?.designatedInitializers.append(
        (name: name ?? "init", position: position, isHidden: isHidden))
    }
    skipToNextMember(after: start)
  }

  /// The type of a property whose initial value is a lone literal: `""`, `0`, `0.5`, `true`.
  static func literalType(of value: Token, then next: Token) -> String? {
    guard next.startsLine || next.isPunctuation(";") || next.isPunctuation("}") || next.kind == .end
    else { return nil }
    switch value.kind {
    case .string: return value.text.hasPrefix("\"") ? "String" : nil
    case .number:
      return value.text.contains(".")
        || value.text.lowercased().contains("e")
          && !value.text.lowercased().hasPrefix("0x")
        ? "Double" : "Int"
    case .identifier where ["true", "false"].contains(value.text) && !value.isBackticked:
      return "Bool"
    default: return nil
    }
  }

  /// Why a member with `modifiers` cannot be overridden by a subclass in another file, if so.
  static func notOverridable(_ modifiers: [String]) -> String? {
    if modifiers.contains("final") { return "it is final" }
    if modifiers.contains("static") { return "static members cannot be overridden" }
    if let access = modifiers.first(where: { $0 == "private" || $0 == "fileprivate" }) {
      return "it is \(access), so a subclass in another file cannot see it"
    }
    return nil
  }

  /// `var name: Type`, with an initial value, observers or accessors, all skipped; the cursor is
  /// on `var`. A stored property, or a computed one with a setter, is settable.
  private mutating func parseClassProperty(
    attributes: [AttributeSyntax], modifiers: [String]
  ) throws(ParseError) -> PropertySyntax? {
    let nameToken = try parsePropertyName()
    let type: TypeSyntax
    if consume(":") {
      type = try parseType()
    } else if current.isPunctuation("="), let literal = Self.literalType(of: peek(), then: peek(2))
    {
      type = .named(literal, arguments: [])
    } else {
      return nil
    }
    var property = PropertySyntax(
      name: nameToken.text, position: nameToken.position, attributes: attributes,
      modifiers: modifiers, type: type, isSettable: true)
    let hasInitialValue = consume("=")
    if hasInitialValue {
      while !isAtEnd, !current.startsLine, !current.isPunctuation("}"), !current.isPunctuation(";")
      {
        if current.isPunctuation("{"), previous?.isPunctuation("=") != true { break }
        if let close = ["(": ")", "[": "]", "{": "}"][current.text], current.kind == .punctuation {
          _ = skipGroup(open: current.text, close: close)
        } else {
          advance()
        }
      }
    }
    if current.isPunctuation("{") {
      readAccessors(of: &property, afterInitialValue: hasInitialValue)
    }
    return property
  }

  /// Reads a property's `{ … }`, the cursor on its `{`: observers keep it settable; accessors
  /// without `set`, or a getter's body alone, make it read-only. The cursor ends after the `}`.
  private mutating func readAccessors(of property: inout PropertySyntax, afterInitialValue: Bool) {
    let accessors = readAccessorList()
    property.getterIsAsync = accessors.getterIsAsync
    property.getterThrowing = accessors.getterThrowing
    // After an initial value, braces are observers, or a trailing closure of the value.
    property.isSettable = afterInitialValue || (accessors.isList && accessors.hasSetter)
  }

  /// Reads a `{ … }` of accessors, or a getter's body alone, the cursor on its `{`; the cursor
  /// ends after the `}`.
  private mutating func readAccessorList() -> (
    isList: Bool, hasSetter: Bool, getterIsAsync: Bool, getterThrowing: ThrowsClause
  ) {
    advance()
    let first = current
    let isAccessorList =
      first.isPunctuation("@")
      || (first.kind == .identifier && !first.isBackticked
        && ["get", "set", "willSet", "didSet", "_read", "_modify"].contains(first.text))
    var hasSetter = false
    var getterIsAsync = false
    var getterThrowing = ThrowsClause.never
    var depth = 1
    while !isAtEnd {
      let token = advance()
      if token.isPunctuation("{") {
        depth += 1
      } else if token.isPunctuation("}") {
        depth -= 1
        if depth == 0 { break }
      } else if depth == 1, isAccessorList, token.kind == .identifier, !token.isBackticked {
        switch token.text {
        case "get":
          getterIsAsync = consumeKeyword("async")
          getterThrowing = (try? parseThrowsClause()) ?? .never
        case "set", "willSet", "didSet", "_modify":
          hasSetter = true
        default:
          break
        }
      }
    }
    return (isAccessorList, hasSetter, getterIsAsync, getterThrowing)
  }
}

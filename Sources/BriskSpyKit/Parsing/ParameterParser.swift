/// A parameter list: `(_ id: String, page: Int = 1)`, labels and default values as written.
extension TokenCursor {
  /// Reads the parameters of `name`, the cursor on `(`; a class member keeps default values.
  mutating func parseParameters(
    of name: String, labelledByDefault: Bool = true, inClass: Bool = false
  ) throws(ParseError) -> [ParameterSyntax] {
    try expect("(", "after func \(name)")
    var parameters: [ParameterSyntax] = []
    while !consume(")") {
      if !parameters.isEmpty {
        try expect(",", "between the parameters of \(name)")
        if consume(")") { break }
      }
      parameters.append(try parseParameter(labelledByDefault: labelledByDefault, inClass: inClass))
    }
    return parameters
  }

  /// Reads one parameter; in a subscript (`labelledByDefault` false) a single name is not a
  /// label.
  private mutating func parseParameter(
    labelledByDefault: Bool, inClass: Bool
  ) throws(ParseError) -> ParameterSyntax {
    while current.isPunctuation("@") { _ = parseAttribute() }
    let first = current
    guard first.kind == .identifier else {
      throw ParseError("expected a parameter name, found \(first.quoted)", at: first.position)
    }
    advance()
    var second: Token?
    if current.kind == .identifier { second = advance() }
    try expect(":", "after parameter \(first.spelling)")
    let type = try parseType()
    let isVariadic = consume("...")
    var defaultValue: String?
    if current.isPunctuation("=") {
      guard inClass else {
        throw ParseError(
          "a protocol requirement cannot have default arguments", at: current.position)
      }
      advance()
      defaultValue = readExpression()
    }
    let label = first.text == "_" && !first.isBackticked ? nil : first.text
    if second == nil, !labelledByDefault {
      return ParameterSyntax(
        label: nil, name: label, type: type, isVariadic: isVariadic, position: first.position)
    }
    let name = second.map { $0.text == "_" && !$0.isBackticked ? nil : $0.text } ?? label
    return ParameterSyntax(
      label: label, name: name, type: type, isVariadic: isVariadic, position: first.position,
      defaultValue: defaultValue)
  }

  /// Reads an expression up to a `,` or a closing bracket outside any group, as written.
  private mutating func readExpression() -> String {
    var text = ""
    var depth = 0
    while !isAtEnd {
      if depth == 0, [",", ")", "]", "}"].contains(current.text), current.kind == .punctuation {
        break
      }
      let token = advance()
      if ["(", "[", "{"].contains(token.text), token.kind == .punctuation { depth += 1 }
      if [")", "]", "}"].contains(token.text), token.kind == .punctuation { depth -= 1 }
      text += (token.followsSpace && !text.isEmpty ? " " : "") + token.spelling
    }
    return text
  }
}

/// Finds the imports, type aliases and protocols in a Swift source file. It never fails: what it
/// cannot read becomes a ``Problem`` on the protocol it belongs to.
struct SourceParser {
  private var cursor: TokenCursor
  private var file = SourceFileSyntax()
  /// What the tokens read so far say about the declaration they start, if any.
  private var pending = PendingDeclaration()
  private var conditionalDepth = 0
  private var braceDepth = 0
  /// The types whose bodies enclose the cursor, for qualified names such as `Checkout.Delegate`.
  private var enclosingTypes: [(depth: Int, name: String)] = []
  private var pendingTypeName: String?

  private init(source: String, file: Int) {
    cursor = TokenCursor(Lexer.tokens(in: source, file: file))
  }

  /// Parses `source`, the file numbered `file` among those the generator reads.
  static func parse(_ source: String, file: Int = 0) -> SourceFileSyntax {
    var parser = SourceParser(source: source, file: file)
    parser.run()
    parser.file.indexProtocols()
    return parser.file
  }

  private mutating func run() {
    while !cursor.isAtEnd {
      let token = cursor.current
      let start = cursor.index
      switch token.kind {
      case .punctuation:
        scanPunctuation(token)
      case .pound:
        if token.text == "#if" { conditionalDepth += 1 }
        if token.text == "#endif" { conditionalDepth = max(0, conditionalDepth - 1) }
        cursor.advance()
      case .identifier:
        scanIdentifier(token)
      default:
        pending = PendingDeclaration()
        cursor.advance()
      }
      if cursor.index == start { cursor.advance() }
    }
  }

  private mutating func scanPunctuation(_ token: Token) {
    switch token.text {
    case "@":
      pending.isMarked = pending.isMarked || token.followsMarker
      pending.attributes.append(cursor.parseAttribute())
      return
    case "{":
      braceDepth += 1
      if let name = pendingTypeName {
        enclosingTypes.append((braceDepth, name))
        pendingTypeName = nil
      }
    case "}":
      if enclosingTypes.last?.depth == braceDepth { enclosingTypes.removeLast() }
      braceDepth = max(0, braceDepth - 1)
    case ";":
      pendingTypeName = nil
    default:
      break
    }
    pending = PendingDeclaration()
    cursor.advance()
  }

  private mutating func scanIdentifier(_ token: Token) {
    let previousIsDot = cursor.previous?.isPunctuation(".") == true
    let next = cursor.peek()
    guard !token.isBackticked, !previousIsDot else {
      pending = PendingDeclaration()
      cursor.advance()
      return
    }
    switch token.text {
    case "import" where braceDepth == 0:
      scanImport()
    case "protocol" where next.kind == .identifier:
      scanProtocol()
    case "struct", "enum", "actor", "extension", "class":
      guard next.kind == .identifier, !TokenCursor.declarationKeywords.contains(next.text),
        !TokenCursor.declarationModifiers.contains(next.text)
      else {
        pending = PendingDeclaration()
        cursor.advance()
        return
      }
      if token.text == "class" { scanClass() }
      cursor.advance()
      var name = cursor.advance().text
      while cursor.current.isPunctuation("."), cursor.peek().kind == .identifier {
        cursor.advance()
        name += "." + cursor.advance().text
      }
      pendingTypeName = name
      pending = PendingDeclaration()
    case "typealias" where next.kind == .identifier:
      cursor.advance()
      // Outside a protocol, an alias the parser cannot read is only not known.
      if let (name, alias) = try? cursor.parseTypeAlias() { file.typeAliases[name] = alias }
      pending = PendingDeclaration()
    default:
      if TokenCursor.declarationModifiers.contains(token.text) {
        pending.isMarked = pending.isMarked || token.followsMarker
        pending.modifiers.append(token.text)
      } else {
        pending = PendingDeclaration()
      }
      cursor.advance()
    }
  }

  /// `import Foundation`, `@testable import App`, `import struct App.User`; access levels and
  /// other attributes are dropped, and imports inside `#if` are skipped.
  private mutating func scanImport() {
    let attributes = pending.attributes.filter { ["testable", "preconcurrency"].contains($0.name) }
    pending = PendingDeclaration()
    cursor.advance()
    var path = ""
    while !cursor.isAtEnd, !cursor.current.startsLine, !cursor.current.isPunctuation(";") {
      let token = cursor.advance()
      let separator = path.isEmpty || token.isPunctuation(".") || path.hasSuffix(".") ? "" : " "
      path += separator + token.spelling
    }
    guard conditionalDepth == 0, !path.isEmpty else { return }
    let words = attributes.map(\.text) + ["import", path]
    let text = words.joined(separator: " ")
    if !file.imports.contains(text) { file.imports.append(text) }
  }

  private mutating func scanProtocol() {
    let declaration = pending
    pending = PendingDeclaration()
    pendingTypeName = nil
    let keyword = cursor.advance()
    let isMarked = declaration.isMarked || keyword.followsMarker
    let nameToken = cursor.advance()
    let qualifiedName = (enclosingTypes.map(\.name) + [nameToken.text]).joined(separator: ".")
    var protocolSyntax = TypeDeclarationSyntax(
      name: qualifiedName, position: nameToken.position, attributes: declaration.attributes,
      isMarked: isMarked)
    cursor.parseProtocolHeader(into: &protocolSyntax)
    if cursor.consume("{") {
      cursor.parseProtocolBody(into: &protocolSyntax)
    } else {
      protocolSyntax.problems.append(
        Problem(
          position: cursor.current.position,
          reason: "expected '{' after its declaration, found \(cursor.current.quoted)"))
    }
    file.protocols.append(protocolSyntax)
  }

  /// Reads a class, the cursor on `class`, with a cursor of its own: the scan goes on into its
  /// body, where protocols may be nested.
  private mutating func scanClass() {
    var classCursor = cursor
    let keyword = classCursor.advance()
    let nameToken = classCursor.advance()
    var classSyntax = TypeDeclarationSyntax(
      name: (enclosingTypes.map(\.name) + [nameToken.text]).joined(separator: "."),
      position: nameToken.position, attributes: pending.attributes,
      isMarked: pending.isMarked || keyword.followsMarker)
    classSyntax.asClass = ClassSyntax(isFinal: pending.modifiers.contains("final"))
    let isUnclosed = classCursor.parseClass(into: &classSyntax)
    file.classes.append(classSyntax)
    // A class whose body runs to the end of the file holds the rest of it: scanning that again
    // for each class nested in it would take time that grows with the square of the file.
    if isUnclosed { cursor = classCursor }
  }
}

/// The attributes, modifiers and the marker read before a declaration's keyword.
private struct PendingDeclaration {
  var attributes: [AttributeSyntax] = []
  var modifiers: [String] = []
  /// Whether a `// brisk:spy` comment came before the declaration or among its attributes and
  /// modifiers.
  var isMarked = false
}

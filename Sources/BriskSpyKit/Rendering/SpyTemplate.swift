/// A spy template, `ProtocolSpy.swift` or `ClassSpy.swift`, split into the parts the generator
/// writes once per file, once per spy and once per member.
///
/// The comment block at the top is for people. What follows it, up to `// brisk:each spy`, is
/// written once per file; the `each spy` block holds the spy's header, then its member sections
/// (`// brisk:member KIND` … `// brisk:end`, one after another), then its closing lines.
struct SpyTemplate: Sendable {
  /// Which spy a template writes.
  enum Kind: Sendable {
    case protocolSpy
    case classSpy

    /// The template's file name in `Templates/`.
    var fileName: String {
      self == .protocolSpy ? SpyTemplate.fileName : SpyTemplate.classFileName
    }

    /// The member sections the template must have, and no others.
    var sections: [Section] {
      switch self {
      case .protocolSpy: Section.allCases.filter { $0 != .classMethod && $0 != .classProperty }
      case .classSpy:
        [.property, .subscript, .method, .genericResultMethod, .classMethod, .classProperty]
      }
    }
  }

  /// The sections a member can be written from, by their `// brisk:member KIND` kind.
  enum Section: String, CaseIterable, Sendable {
    case property
    case method
    case staticProperty = "static-property"
    case staticMethod = "static-method"
    case genericResultMethod = "generic-result-method"
    case staticGenericResultMethod = "static-generic-result-method"
    /// A property with an `async` or `throws` getter.
    case effectfulProperty = "effectful-property"
    case nonisolatedProperty = "nonisolated-property"
    case nonisolatedMethod = "nonisolated-method"
    case `subscript`
    case initializer
    case classMethod = "class-method"
    case classProperty = "class-property"

    /// The member conditions its lines may test, in a template of `kind`: a stored property's,
    /// or a method's (a class spy plans every property as its getter).
    func conditions(in kind: Kind) -> Set<TemplateCondition> {
      let storedProperties: [Section] = [.property, .staticProperty, .nonisolatedProperty]
      return kind == .protocolSpy && storedProperties.contains(self)
        ? TemplateCondition.property : TemplateCondition.method
    }
  }

  static let fileName = "ProtocolSpy.swift"
  static let classFileName = "ClassSpy.swift"

  let kind: Kind
  /// The template's file name in `Templates/`, for messages.
  var name: String { kind.fileName }

  /// The imports, written once per file.
  var fileHeader: [TemplateNode] = []
  /// From `// brisk:each spy` to the first member section.
  var spyHeader: [TemplateNode] = []
  var sections: [Section: [TemplateNode]] = [:]
  /// What follows the member sections: the spy's closing brace.
  var spyFooter: [TemplateNode] = []

  /// Every line the template writes in some case, for a test that checks a corpus uses each.
  var lines: [TemplateLine] {
    (fileHeader + spyHeader + sections.values.joined() + spyFooter).flatMap(\.lines)
  }

  /// Parses `text`, the contents of `Templates/ProtocolSpy.swift` or `ClassSpy.swift`.
  init(text: String, kind: Kind = .protocolSpy) throws(TemplateError) {
    self.kind = kind
    let instructions = text.split(separator: "\n", omittingEmptySubsequences: false)
      .prefix { $0.hasPrefix("//") || $0.allSatisfy { $0 == " " } }.count
    var parser = TemplateParser(template: kind.fileName, text: text, from: instructions)
    let file = TemplateParser.Scope(name: "the file header", conditions: [], collections: [.import])
    let spy = TemplateParser.Scope(
      name: "the spy's header", conditions: TemplateCondition.spy,
      collections: TemplateCollection.spyLevel)
    let (header, spyStart) = try parser.nodes(in: file)
    guard let spyStart, spyStart.marker == .repetition(.spy) else {
      throw Self.unexpected(spyStart, parser)
    }
    fileHeader = header
    var (nodes, stop) = try parser.nodes(in: spy)
    spyHeader = nodes.trimmingTrailingBlanks
    while let member = stop, case .member(let section) = member.marker {
      guard kind.sections.contains(section), sections[section] == nil else {
        throw parser.error(
          member.line,
          sections[section] == nil
            ? "member kind '\(section.rawValue)' is not one of \(name)'s"
            : "a second '\(member.marker.spelling)'")
      }
      var scope = spy
      scope.name = "a \(section.rawValue) section"
      scope.conditions.formUnion(section.conditions(in: kind))
      let (body, end) = try parser.nodes(in: scope)
      try parser.expectEnd(end, closing: member.marker, at: member.line)
      sections[section] = body.trimmingTrailingBlanks
      (nodes, stop) = try parser.nodes(in: spy)
      if case .member = stop?.marker, let line = nodes.first(where: { !$0.isBlank })?.lines.first {
        throw parser.error(line.number, "a line between member sections belongs to none of them")
      }
    }
    try parser.expectEnd(stop, closing: .repetition(.spy), at: spyStart.line)
    spyFooter = nodes.filter { !$0.isBlank }
    let (rest, extra) = try parser.nodes(in: file)
    if let line = rest.first(where: { !$0.isBlank })?.lines.first {
      throw parser.error(line.number, "a line after the spy's '// brisk:end' belongs to no part")
    }
    if extra != nil { throw Self.unexpected(extra, parser) }
    if let missing = kind.sections.first(where: { sections[$0] == nil }) {
      throw parser.error(0, "missing '// brisk:member \(missing.rawValue)'")
    }
  }

  /// Why the marker `stop`, or the end of the text, cannot come where it does.
  private static func unexpected(
    _ stop: TemplateParser.Stop?, _ parser: TemplateParser
  ) -> TemplateError {
    guard let stop else { return parser.error(0, "expected a '// brisk:each spy' block") }
    let message =
      switch stop.marker {
      case .end: "'// brisk:end' closes no block"
      case .otherwise: "'// brisk:else' outside a '// brisk:if'"
      default: "'\(stop.marker.spelling)' outside the '// brisk:each spy' block"
      }
    return parser.error(stop.line, message)
  }
}

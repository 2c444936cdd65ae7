/// A spy template, `ProtocolSpy.swift` or `ClassSpy.swift`, split into the parts the generator
/// writes once per file, once per spy and once per member.
struct SpyTemplate: Sendable {
  /// The sections a member can be written from, by their `// MARK: - Key:` key.
  enum Section: String, CaseIterable, Sendable {
    case property = "Each property"
    case method = "Each method"
    case staticProperty = "Each static property"
    case staticMethod = "Each static method"
    case genericResultMethod = "Each method with a generic result"
    case staticGenericResultMethod = "Each static method with a generic result"
    case getter = "Each property with an async or throwing getter"
    case nonisolatedProperty = "Each nonisolated property"
    case nonisolatedMethod = "Each nonisolated method"
    case `subscript` = "Each subscript"
    case initializer = "Each initializer"
    case classMethod = "Each class method"
    case classProperty = "Each class property"

    /// The sections the template named `fileName` must have.
    static func required(in fileName: String) -> [Section] {
      fileName == SpyTemplate.classFileName
        ? [.property, .subscript, .method, .genericResultMethod, .classMethod, .classProperty]
        : allCases.filter { $0 != .classMethod && $0 != .classProperty }
    }
  }

  static let fileName = "ProtocolSpy.swift"
  static let classFileName = "ClassSpy.swift"

  /// The template's file name in `Templates/`, for messages.
  var name = Self.fileName

  /// The imports, written once per file. The instructions above them are for people only.
  var fileHeader: [TemplateLine] = []
  /// From `// MARK: - Spy:` to the first member section.
  var spyHeader: [TemplateLine] = []
  var sections: [Section: [TemplateLine]] = [:]
  /// The spy's closing brace.
  var spyFooter: [TemplateLine] = []

  /// Splits `text`, the contents of `Templates/ProtocolSpy.swift`, or of the template `name`.
  init(text: String, name: String = Self.fileName) throws(TemplateError) {
    self.name = name
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      TemplateLine($0.element, number: $0.offset + 1)
    }
    let instructions = lines.prefix { $0.text.hasPrefix("//") || $0.isBlank }.count
    guard let spyStart = lines.firstIndex(where: { $0.markKey == "Spy" }),
      let footerStart = lines.lastIndex(where: { $0.text == "}" }),
      spyStart >= instructions, footerStart > spyStart
    else {
      throw TemplateError(
        template: name, line: 0,
        message: "expected a '// MARK: - Spy:' line and the spy's closing '}'")
    }
    fileHeader = Array(lines[instructions..<spyStart])
    var current: Section?
    var sectionLines: [TemplateLine] = []
    for line in lines[spyStart..<footerStart] {
      if let key = line.markKey, key != "Spy" {
        guard let section = Section(rawValue: String(key)) else {
          throw TemplateError(
            template: name, line: line.number, message: "unknown section '\(key)'")
        }
        store(sectionLines, in: current)
        current = section
        sectionLines = []
      }
      sectionLines.append(line)
    }
    store(sectionLines, in: current)
    spyFooter = Array(lines[footerStart...]).filter { !$0.isBlank }
    if let missing = Section.required(in: name).first(where: { sections[$0] == nil }) {
      throw TemplateError(
        template: name, line: 0, message: "missing section '\(missing.rawValue)'")
    }
  }

  private mutating func store(_ lines: [TemplateLine], in section: Section?) {
    let trimmed = Array(lines.reversed().drop { $0.isBlank }.reversed())
    if let section { sections[section] = trimmed } else { spyHeader = trimmed }
  }
}

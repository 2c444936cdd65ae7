/// A `// brisk:` marker: what makes one template serve both people and the generator. A person
/// keeps the lines whose marker fits the member at hand and deletes the markers; the renderer
/// does the same by rule.
///
/// On a line of its own, a marker opens or closes a block of lines; at the end of a line, after
/// two spaces, `if` and `each` apply to that line alone.
enum TemplateMarker: Hashable, Sendable {
  /// `// brisk:if NAME` or `// brisk:if !NAME`: the lines up to the matching `else` or `end`
  /// are kept only when the condition holds (or, with `!`, does not).
  case condition(TemplateTest)
  /// `// brisk:else`: the lines up to the matching `end` are kept only when the `if` did not hold.
  case otherwise
  /// `// brisk:end`: closes the innermost `if`, `each` or `member`.
  case end
  /// `// brisk:each NAME`: the lines up to the matching `end` are written once per item.
  case repetition(TemplateCollection)
  /// `// brisk:member KIND`: the section written once per member of that kind.
  case member(SpyTemplate.Section)

  static let prefix = "// brisk:"

  /// Where a line's marker is, if it has one.
  enum Placement: Equatable {
    /// The line is the marker.
    case ownLine
    /// The marker ends the line; `text` is the line without it.
    case trailing(text: String)
  }

  /// The marker `line` holds and where, `nil` for a line without one, or why it is not a marker
  /// the grammar knows.
  static func parse(_ line: String) -> Result<(Self, Placement), MarkerProblem>? {
    let placement: Placement
    let spelling: Substring
    let trimmed = line.drop { $0 == " " }
    if trimmed.hasPrefix(prefix) {
      placement = .ownLine
      spelling = trimmed.dropFirst(prefix.count)
    } else if let range = line.range(of: "  " + prefix, options: .backwards) {
      placement = .trailing(text: String(line[..<range.lowerBound]))
      spelling = line[range.upperBound...]
    } else {
      return nil
    }
    return marker(spelling).map { ($0, placement) }
  }

  /// The marker spelled `spelling`, what follows `// brisk:`.
  private static func marker(_ spelling: Substring) -> Result<Self, MarkerProblem> {
    let words = spelling.split(separator: " ", omittingEmptySubsequences: true)
    let verb = words.first.map(String.init) ?? ""
    let argument = words.dropFirst().first
    guard words.count == (["else", "end"].contains(verb) ? 1 : 2) else {
      return .failure(.malformed)
    }
    switch verb {
    case "else": return .success(.otherwise)
    case "end": return .success(.end)
    case "if":
      guard let argument, let test = TemplateTest(argument) else {
        return .failure(.unknownName("condition", argument.map(String.init) ?? ""))
      }
      return .success(.condition(test))
    case "each":
      guard let argument, let collection = TemplateCollection(rawValue: String(argument)) else {
        return .failure(.unknownName("collection", argument.map(String.init) ?? ""))
      }
      return .success(.repetition(collection))
    case "member":
      guard let argument, let section = SpyTemplate.Section(rawValue: String(argument)) else {
        return .failure(.unknownName("member kind", argument.map(String.init) ?? ""))
      }
      return .success(.member(section))
    default:
      return .failure(.malformed)
    }
  }

  /// The marker as a template spells it.
  var spelling: String {
    switch self {
    case .condition(let test): Self.prefix + "if " + test.spelling
    case .otherwise: Self.prefix + "else"
    case .end: Self.prefix + "end"
    case .repetition(let collection): Self.prefix + "each " + collection.rawValue
    case .member(let section): Self.prefix + "member " + section.rawValue
    }
  }
}

/// Why a `// brisk:` comment is not a marker the grammar knows.
enum MarkerProblem: Error, Equatable {
  /// Not `if NAME`, `else`, `end`, `each NAME` or `member KIND`.
  case malformed
  /// A known verb with a name it does not know: what kind of name, and the name.
  case unknownName(String, String)
}
